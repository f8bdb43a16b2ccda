import { FEEDBACK_TOPICS } from '@heloc/domain';
import type { CeoFeedbackRow } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { listProfileNames } from '../../platform/database/profiles.repo';
import { listIdentityEmails } from '../identity';
import type { ServiceContext } from '../service-context';
import { listCeoFeedback } from './ceo-feedback.repo';

/** The console's list: enough to read what came in lately, not the whole history. */
export const CEO_FEEDBACK_LIST_LIMIT = 200;

/** How a quote would name the sender (docs/product/application-area.md §5.1): first name and last initial. */
export const quotedName = (first: string | null, last: string | null): string => {
  const initial = last?.trim().charAt(0).toUpperCase();
  const name = [first?.trim(), initial ? `${initial}.` : undefined].filter(Boolean).join(' ');
  return name || 'Name not given yet';
};

const isTopic = (value: string): value is CeoFeedbackRow['topic'] =>
  (FEEDBACK_TOPICS as readonly string[]).includes(value);

/** What borrowers sent the CEO, newest first, of one of the member's organisations or all of them. */
export const listCeoFeedbackRows = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCode: string | undefined,
): Promise<CeoFeedbackRow[]> => {
  const orgCodes = orgCode ? [requireMemberOrg(staff, orgCode)] : [...staff.orgCodes];
  const rows = await listCeoFeedback(ctx.db, orgCodes, CEO_FEEDBACK_LIST_LIMIT);
  const senders = [...new Set(rows.map((row) => row.identity_uuid))];
  const [emails, profiles] = await Promise.all([
    listIdentityEmails(ctx.db, senders),
    listProfileNames(ctx.db, senders),
  ]);
  const names = new Map(profiles.map((p) => [p.identity_uuid, p]));
  return rows.flatMap((row) => {
    const email = emails.get(row.identity_uuid);
    if (email === undefined) return [];
    const name = names.get(row.identity_uuid);
    return [
      {
        uuid: row.uuid,
        orgCode: row.org_code,
        topic: isTopic(row.topic) ? row.topic : 'IMPROVE',
        message: row.message,
        marketingConsent: row.marketing_consent,
        pathname: row.pathname,
        applicationUuid: row.application_uuid,
        senderName: quotedName(name?.first_name ?? null, name?.last_name ?? null),
        senderEmail: email,
        createdAt: row.created_at.toISOString(),
      },
    ];
  });
};
