import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { lazySchema } from '../helpers/lazy-schema';

/**
 * The organisation (white-label brand) record. docs/product/widgets-and-calculations.md §1, §3: baseUrl, canonicalOrgCode, orgBrand, orgCode,
 * orgMetaData and orgPricingData (a list of objects merged together). The inner shapes of orgBrand, orgMetaData and
 * orgPricingData are not shown in the spec: these are ours.
 */
export const orgBrandSchema = lazySchema(() =>
  z.object({
    /** Brand colours; each becomes a CSS custom property (--brand-<name>). */
    colors: z.object({
      primary: z.string(),
      primaryContrast: z.string(),
      secondary: z.string(),
      accent: z.string(),
      background: z.string(),
      surface: z.string(),
      text: z.string(),
      mutedText: z.string(),
    }),
    /** Absolute path or URL of the logo image (SVG preferred). */
    logoUrl: z.string(),
    logoAlt: z.string(),
    faviconUrl: z.string().optional(),
    /** CSS font-family stacks (system fonts: nothing is fetched from outside). */
    fontFamily: z.string(),
    headingFontFamily: z.string(),
  }),
);
export type OrgBrand = z.infer<typeof orgBrandSchema>;

/** Variant switches (docs/product/registration-and-routing.md §1, docs/product/widgets-and-calculations.md §1). */
export const orgVariantSchema = lazySchema(() =>
  z.object({
    isMainBrand: z.boolean(),
    isCreditUnion: z.boolean(),
    requiresReferringLoanOfficer: z.boolean(),
    isWholesale: z.boolean(),
    isNewYorkEntity: z.boolean(),
    isCrypto: z.boolean(),
    /** Age-restricted (reverse-type) variant: minimum age 62. */
    isAgeRestricted: z.boolean(),
  }),
);

export const orgMetaDataSchema = lazySchema(() =>
  z.object({
    companyName: z.string(),
    companyNameShort: z.string(),
    nmls: z.string(),
    /** Two-letter codes of the states this organisation is licensed to lend in. */
    licensedStates: z.array(z.string().length(2)),
    /** Its licence number in each state it serves, by state (docs/organizations.md). Ours. */
    stateLicenses: z.record(z.string(), z.string()).optional(),
    supportPhone: z.string(),
    /** The creditor's mailing address, as an adverse action notice names it (Reg B 1002.9(a)(2)). Ours. */
    mailingAddress: z.string().optional(),
    supportEmail: z.string(),
    /** Support hours line shown in the footer, e.g. 'Mon-Fri 6am-6pm PT'. */
    supportHours: z.string(),
    privacyPolicyUrl: z.string().optional(),
    termsOfUseUrl: z.string().optional(),
    /** Footer disclosure paragraphs. */
    disclosures: z.array(z.string()),
    /** Free text of the organisation's terms, privacy, communications and licences pages (fallback pages). */
    legal: z.object({ terms: z.string(), privacy: z.string(), communications: z.string(), licenses: z.string() }),
    /** docs/product/widgets-and-calculations.md §1: product info is a map keyed by product, default 'heloc'. */
    productInfo: z.record(z.string(), z.object({ name: z.string(), tagline: z.string() })),
    /** Variant switches (docs/product/registration-and-routing.md §1, docs/product/widgets-and-calculations.md §1). */
    variant: orgVariantSchema,
    /**
     * The languages this organisation offers, its first the default (docs/i18n.md). Ours: the spec is English only.
     */
    languages: z.array(z.enum(LANGUAGES)).min(1).default(['en']),
    /** The organisation's own texts in another language it offers (docs/i18n.md); a text missing here stays English. */
    localized: z
      .partialRecord(
        z.enum(LANGUAGES),
        z
          .object({
            /** The display name in this language (docs/organizations.md). */
            companyName: z.string(),
            supportHours: z.string(),
            disclosures: z.array(z.string()),
            legal: z.object({
              terms: z.string(),
              privacy: z.string(),
              communications: z.string(),
              licenses: z.string(),
            }),
            productInfo: z.record(z.string(), z.object({ name: z.string(), tagline: z.string() })),
          })
          .partial(),
      )
      .optional(),
    /** Link to a partner lender for Hawaii properties (docs/product/registration-and-routing.md §5). */
    hawaiiPartnerUrl: z.string().optional(),
  }),
);
export type OrgMetaData = z.infer<typeof orgMetaDataSchema>;

export const orgPricingEntrySchema = lazySchema(() => z.record(z.string(), z.unknown()));

export const organizationSchema = lazySchema(() =>
  z.object({
    baseUrl: z.string(),
    canonicalOrgCode: z.string(),
    orgBrand: orgBrandSchema,
    orgCode: z.string(),
    orgMetaData: orgMetaDataSchema,
    orgPricingData: z.array(orgPricingEntrySchema),
  }),
);
export type Organization = z.infer<typeof organizationSchema>;

/** The main brand's code: the default when nothing matches (docs/product/registration-and-routing.md §1). */
export const MAIN_ORG_CODE = 'summit';
