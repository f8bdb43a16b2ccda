import { z } from 'zod';
import { lazySchema } from '../helpers/lazy-schema';
import { type FeatureFlagKey, KEPT_FEATURE_FLAG_KEYS } from '../helpers/feature-flags';
import { LANGUAGES } from '../i18n/languages';
import { ADDRESS_STATE_CODES } from '../validation/address';
import { brandContrastFailures, describeContrastFailure } from './brand-contrast';
import { orgVariantSchema } from './organization';

/*
 * A partner as the console writes it (docs/organizations.md "Partners in the console"): the fields a lender's
 * partnerships staff fill in, which the server turns into the organisation record (organization.ts) and its loan
 * officers and flags. The console stays English (docs/architecture.md "Texts and translation"), so these refusals are
 * plain English.
 */

/**
 * The feature flags an organisation may set for itself: the spec's kept flags (docs/product/application-area.md §9).
 * A flag a partner leaves unset follows the global default.
 */
export const PARTNER_FLAG_KEYS = KEPT_FEATURE_FLAG_KEYS;
export type PartnerFlagKey = FeatureFlagKey;

/** The variant switches of docs/product/registration-and-routing.md §1, as the form names them. */
export const PARTNER_VARIANTS = {
  isMainBrand: 'Main brand',
  isCreditUnion: 'Credit union',
  requiresReferringLoanOfficer: 'Requires a referring loan officer',
  isWholesale: 'Wholesale broker',
  isNewYorkEntity: 'New York entity',
  isCrypto: 'Crypto-backed',
  isAgeRestricted: 'Age-restricted (62 or older)',
} as const;
export type PartnerVariantKey = keyof typeof PARTNER_VARIANTS;

/** A code the routing reads in a host name (`<code>.localhost`): small letters, digits and hyphens. */
export const PARTNER_CODE = /^[a-z][a-z0-9-]{1,31}$/;
const HOST_NAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const SAFE_FONT = /^[^<>{};\\]*$/;

const required = (what: string, max = 200) =>
  z.string().trim().min(1, `${what} is required.`).max(max, `${what} must be at most ${max} characters.`);
const stateCode = () => z.enum(ADDRESS_STATE_CODES, { error: 'A state is its two-letter code.' }) as z.ZodType<string>;
const httpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), `${what} must be a web address starting https://.`);
const optionalUrl = (what: string) => z.union([z.literal(''), httpsUrl(what)]).default('');
const nmls = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, `${what} is digits only.`);
const color = (what: string) => z.string().trim().regex(HEX_COLOR, `${what} must be a colour written #rrggbb.`);

export const partnerColorsSchema = lazySchema(() =>
  z.object({
    primary: color('The primary colour'),
    primaryContrast: color('The text on brand buttons'),
    secondary: color('The secondary colour'),
    accent: color('The accent colour'),
    background: color('The page background'),
    surface: color('The card background'),
    text: color('The text colour'),
    mutedText: color('The secondary text colour'),
  }),
);
export type PartnerColors = z.infer<typeof partnerColorsSchema>;

export const partnerBrandSchema = lazySchema(() =>
  z
    .object({
      colors: partnerColorsSchema,
      /** An uploaded image's path (`/brand-assets/<hash>.<ext>`), or empty for the mark drawn from the colours. */
      logoUrl: z.string().trim().max(500).default(''),
      logoAlt: z.string().trim().max(200).default(''),
      faviconUrl: z.string().trim().max(500).default(''),
      fontFamily: z.string().trim().max(200).regex(SAFE_FONT, 'A font family may not hold < > { } ; or \\.'),
      headingFontFamily: z.string().trim().max(200).regex(SAFE_FONT, 'A font family may not hold < > { } ; or \\.'),
    })
    .superRefine((brand, ctx) => {
      // WCAG 2.2 AA for every pair the app draws (brand-contrast.ts): refused with the pair and its ratio.
      for (const failure of brandContrastFailures(brand.colors))
        ctx.addIssue({
          code: 'custom',
          path: ['colors'],
          message: `Contrast too low: ${describeContrastFailure(failure)}.`,
        });
    }),
);
export type PartnerBrand = z.infer<typeof partnerBrandSchema>;

export const partnerLoanOfficerSchema = lazySchema(() =>
  z.object({
    /** Absent for a new loan officer; the server gives one. */
    uuid: z.uuid().optional(),
    name: required("A loan officer's name", 120),
    nmls: nmls("A loan officer's NMLS number"),
    states: z.array(stateCode()).min(1, 'Give each loan officer at least one state.').max(60),
  }),
);
export type PartnerLoanOfficer = z.infer<typeof partnerLoanOfficerSchema>;

export const partnerSchema = lazySchema(() =>
  z
    .object({
      orgCode: z
        .string()
        .trim()
        .regex(PARTNER_CODE, 'The code is 2 to 32 small letters, digits or hyphens, starting with a letter.'),
      /** The code of the brand this one belongs to (a New York entity's main brand); itself otherwise. */
      canonicalOrgCode: z.string().trim().regex(PARTNER_CODE, 'The canonical code is a partner code.'),
      displayName: z.object({ en: required('The English display name'), es: z.string().trim().max(200).default('') }),
      shortName: required('The short name', 60),
      hosts: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .max(253, 'A host name is at most 253 characters.')
            .regex(HOST_NAME, 'A host name is like apply.example.com, with no https:// or path.'),
        )
        .min(1, 'Give at least one host name.')
        .max(20),
      links: z.object({
        baseUrl: httpsUrl('The main site'),
        privacyPolicyUrl: optionalUrl('The privacy policy link'),
        termsOfUseUrl: optionalUrl('The terms link'),
      }),
      support: z.object({
        phone: z
          .string()
          .trim()
          .max(20)
          .refine((phone) => /^[\d\s().+-]+$/.test(phone) && phone.replace(/\D/g, '').length === 10, {
            message: 'The support phone is 10 digits.',
          }),
        email: z.email('The support e-mail is not an e-mail address.').max(200),
        hours: required('The support hours'),
      }),
      languages: z.array(z.enum(LANGUAGES)).min(1, 'Offer at least one language.').max(LANGUAGES.length),
      /** Each state served with the partner's licence number there. */
      states: z
        .array(z.object({ state: stateCode(), licence: required("A state's licence number", 60) }))
        .min(1, 'Serve at least one state.')
        .max(60),
      nmls: nmls('The NMLS number'),
      loanOfficers: z.array(partnerLoanOfficerSchema).max(200).default([]),
      /** The organisation's own setting of each flag it sets; a flag absent follows the global default. */
      flags: z.partialRecord(z.enum(PARTNER_FLAG_KEYS), z.boolean()).default({}),
      variant: orgVariantSchema,
      brand: partnerBrandSchema,
    })
    .superRefine((partner, ctx) => {
      const seen = new Set<string>();
      partner.states.forEach(({ state }, index) => {
        if (seen.has(state))
          ctx.addIssue({ code: 'custom', path: ['states', index, 'state'], message: `${state} is listed twice.` });
        seen.add(state);
      });
      if (new Set(partner.hosts).size !== partner.hosts.length)
        ctx.addIssue({ code: 'custom', path: ['hosts'], message: 'A host name is listed twice.' });
      partner.loanOfficers.forEach((officer, index) => {
        const outside = officer.states.filter((state) => !seen.has(state));
        if (outside.length)
          ctx.addIssue({
            code: 'custom',
            path: ['loanOfficers', index, 'states'],
            message: `${officer.name} is given ${outside.join(', ')}, which the partner does not serve.`,
          });
      });
      if (partner.languages.includes('es') && !partner.displayName.es)
        ctx.addIssue({
          code: 'custom',
          path: ['displayName', 'es'],
          message: 'The Spanish display name is required when Spanish is offered.',
        });
    }),
);
export type Partner = z.infer<typeof partnerSchema>;

/**
 * The changes between two versions of a partner, one readable line each ("support.phone: 4155550100 → 4155550111"),
 * for the audit trail (docs/product/operations-console.md §7). Lists and objects below a field are compared whole.
 */
export const partnerChanges = (before: unknown, after: unknown, at = ''): string[] => {
  const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  // A creation (nothing before) reads as each field from nothing, as a change of each field would.
  if (before == null && isRecord(after)) return partnerChanges({}, after, at);
  if (isRecord(before) && after == null) return partnerChanges(before, {}, at);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => partnerChanges(before[key], after[key], at ? `${at}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [`${at || 'partner'}: ${show(before)} → ${show(after)}`];
};
