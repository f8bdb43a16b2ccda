import { US_STATE_COUNT, type Organization, type OrgMetaData } from '@heloc/domain';
import { PSEUDO_LANGUAGE, useLanguage, type DisplayLanguage } from '../lib/i18n';
import { useOrg } from '../lib/org-context';

/** The organisation's own texts a screen shows: its support hours, footer disclosures, legal pages and products. */
export type OrgTexts = Pick<OrgMetaData, 'supportHours' | 'disclosures' | 'legal' | 'productInfo'>;

/**
 * The organisation's own texts in the language being read (docs/i18n.md): its `localized` entry for that language,
 * text by text, and its English texts for anything the entry leaves out (and for English and the pseudo-locale).
 */
export const orgText = (org: Pick<Organization, 'orgMetaData'>, language: DisplayLanguage): OrgTexts => {
  const meta = org.orgMetaData;
  const english: OrgTexts = {
    supportHours: meta.supportHours,
    disclosures: meta.disclosures,
    legal: meta.legal,
    productInfo: meta.productInfo,
  };
  if (language === PSEUDO_LANGUAGE || language === 'en') return english;
  const local = meta.localized?.[language];
  if (!local) return english;
  return {
    supportHours: local.supportHours || english.supportHours,
    disclosures: local.disclosures && local.disclosures.length > 0 ? local.disclosures : english.disclosures,
    legal: { ...english.legal, ...local.legal },
    productInfo: { ...english.productInfo, ...local.productInfo },
  };
};

/** The current organisation's own texts in the language being read. */
export const useOrgText = (): OrgTexts => orgText(useOrg(), useLanguage().language);

/**
 * The licensed-states line's parts (licensedStatesLine in the domain, docs/product/widgets-and-calculations.md §2):
 * the states in order, and whether the main lender, licensed in fewer than 50, says more are to come.
 */
export const licensedStatesOf = (
  org: Pick<Organization, 'orgMetaData'>,
  licensedStates: readonly string[] = org.orgMetaData.licensedStates,
): { states: string; moreToCome: boolean } => {
  const sorted = [...licensedStates].sort();
  return {
    states: sorted.join(', '),
    moreToCome: org.orgMetaData.variant.isMainBrand && sorted.length < US_STATE_COUNT,
  };
};
