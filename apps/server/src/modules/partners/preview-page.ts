import { type Language, MAIN_ORG_CODE, type Organization, previewOrganizationOf } from '@heloc/domain';
import type { ServiceContext } from '../service-context';
import { readPartnerPreview } from './partner-preview-token';
import { PREVIEW_QUERY } from './preview-partner.service';

/**
 * The organisation and language a page is drawn in when its address carries a partner's signed draft
 * (docs/organizations.md "Previews"): the draft written over the partner's saved record, or over the main lender's for
 * a partner not created yet. Undefined for any other address, or a draft whose signature is wrong or has expired.
 */
export const partnerPreviewPage = async (
  ctx: ServiceContext,
  url: string,
  organisationOf: (code: string) => Promise<Organization | undefined>,
): Promise<{ org: Organization; language: Language } | undefined> => {
  const token = new URL(url, 'http://localhost').searchParams.get(PREVIEW_QUERY);
  const preview = token ? await readPartnerPreview(ctx.db, token, ctx.now()) : undefined;
  if (!preview) return undefined;
  const base = (await organisationOf(preview.partner.orgCode)) ?? (await organisationOf(MAIN_ORG_CODE));
  return base && { org: previewOrganizationOf(base, preview.partner), language: preview.language };
};
