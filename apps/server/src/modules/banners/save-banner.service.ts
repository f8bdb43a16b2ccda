import type { BannerBody, ConsoleBanner } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type ServiceContext, inTransaction } from '../service-context';
import { bannerView } from './banner-view';
import { findBanner, insertBanner, updateBanner } from './banners.repo';

/** The apps list as written: trimmed, each name once. */
const fieldsOf = (body: BannerBody) => ({ ...body, apps: [...new Set(body.apps.map((app) => app.trim()))] });

/**
 * A new banner of one of the member's organisations (docs/product/widgets-and-calculations.md §4). The form's uuid
 * makes a second send answer the first banner instead of writing another.
 */
export const createBanner = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  input: BannerBody & { uuid: string; orgCode: string },
): Promise<ConsoleBanner> => {
  const orgCode = requireMemberOrg(staff, input.orgCode);
  return inTransaction(ctx, async (tx) => {
    const row = await insertBanner(tx.db, {
      ...fieldsOf(input),
      uuid: input.uuid,
      orgCode,
      updatedBy: staff.memberUuid,
      now: tx.now(),
    });
    if (!row) {
      const existing = await findBanner(tx.db, input.uuid);
      if (!existing) throw new AppError('not_found', NOT_FOUND);
      requireMemberOrg(staff, existing.org_code);
      return bannerView(existing);
    }
    const view = bannerView(row);
    await appendAudit(tx.db, { at: tx.now(), staff, action: 'banner.create', before: null, after: view });
    return view;
  });
};

/**
 * Edits a banner, or deactivates it (active false). Its updatedAt moves on, so a borrower who dismissed it sees it
 * again (docs/product/widgets-and-calculations.md §4).
 */
export const editBanner = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: BannerBody,
): Promise<ConsoleBanner> =>
  inTransaction(ctx, async (tx) => {
    const before = await findBanner(tx.db, uuid);
    // Another organisation's banner is 404, as if it did not exist (docs/product/operations-console.md §1).
    if (!before) throw new AppError('not_found', NOT_FOUND);
    requireMemberOrg(staff, before.org_code);
    const row = await updateBanner(tx.db, uuid, { ...fieldsOf(body), updatedBy: staff.memberUuid, now: tx.now() });
    if (!row) throw new AppError('not_found', NOT_FOUND);
    const view = bannerView(row);
    await appendAudit(tx.db, {
      at: tx.now(),
      staff,
      action: body.active ? 'banner.update' : 'banner.deactivate',
      before: bannerView(before),
      after: view,
    });
    return view;
  });
