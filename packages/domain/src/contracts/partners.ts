import { z } from 'zod';
import { lazySchema } from '../helpers/lazy-schema';
import { LANGUAGES } from '../i18n/languages';
import { type Partner, partnerSchema } from '../org/partner';
import { offerSchema } from './application';
import { CONSOLE_API } from './console';
import { defineContract, errorsSchema } from './contract';

/*
 * Partners in the console (docs/organizations.md "Partners in the console"): a lender's partnerships staff create,
 * edit, suspend and reinstate partner organisations, restore an earlier brand, upload logos and favicons, and bring or
 * take their list as JSON. PARTNERS_MANAGE; a member sees only their organisations. Every path and shape here is ours.
 */

const consoleResponses = {
  400: errorsSchema,
  401: errorsSchema,
  403: errorsSchema,
  404: errorsSchema,
  409: errorsSchema,
};
const codeParams = lazySchema(() => z.object({ code: z.string().min(1).max(64) }));

export const partnerSummarySchema = lazySchema(() =>
  z.object({
    orgCode: z.string(),
    displayName: z.string(),
    hosts: z.array(z.string()),
    states: z.array(z.string()),
    suspendedAt: z.iso.datetime().nullable(),
  }),
);

export const brandVersionSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    brand: z.unknown(),
    restoredFrom: z.number().int().nullable(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
  }),
);

export const partnerChangeSchema = lazySchema(() =>
  z.object({ at: z.iso.datetime(), actor: z.string(), action: z.string(), changes: z.array(z.string()) }),
);

export const partnerAnswerSchema = lazySchema(() =>
  z.object({
    /**
     * The partner as the form edits it: as partnerSchema checks it, unless its record was written outside the console
     * (by hand, before the console), when it may lack what the form asks for: `incomplete` then says what.
     */
    partner: z.custom<Partner>((value) => typeof value === 'object' && value !== null),
    /** What the record lacks before it can be saved, a line each; empty for a record the console wrote. */
    incomplete: z.array(z.string()),
    suspendedAt: z.iso.datetime().nullable(),
    /** Each loan officer's referral link (docs/product/registration-and-routing.md §5), by uuid. */
    referralLinks: z.record(z.string(), z.string()),
    /** Newest first. */
    brandVersions: z.array(brandVersionSchema),
    /** The audit trail of this partner, newest first, each change a readable line. */
    history: z.array(partnerChangeSchema),
  }),
);
export type PartnerAnswer = z.infer<typeof partnerAnswerSchema>;

export const listPartnersContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/partners`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary: "The member's partner organisations. Ours.",
  response: { 200: lazySchema(() => z.object({ partners: z.array(partnerSummarySchema) })), ...consoleResponses },
});

export const getPartnerContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/partners/:code`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary: 'A partner as the form edits it, its brand versions and its audit trail. Ours.',
  params: codeParams,
  response: { 200: partnerAnswerSchema, ...consoleResponses },
});

export const createPartnerContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary:
    'Create a partner; a code or host name already taken is refused (409). Effective on every node at once. Ours.',
  body: partnerSchema,
  response: { 200: partnerAnswerSchema, ...consoleResponses },
});

export const updatePartnerContract = defineContract({
  method: 'PUT',
  path: `${CONSOLE_API}/partners/:code`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary: 'Save a partner (its code stays); a changed brand is a new brand version. Audited. Ours.',
  params: codeParams,
  body: partnerSchema,
  response: { 200: partnerAnswerSchema, ...consoleResponses },
});

export const suspendPartnerContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners/:code/suspension`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary:
    'Suspend (suspended true) or reinstate (false) a partner: its hosts show a page of their own instead of registration; its applicants in progress keep their access. Ours.',
  params: codeParams,
  body: lazySchema(() => z.object({ suspended: z.boolean() })),
  response: { 200: partnerAnswerSchema, ...consoleResponses },
});

export const restorePartnerBrandContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners/:code/brand/restore`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary: 'Restore an earlier brand version in one act: written again as the newest. Ours.',
  params: codeParams,
  body: lazySchema(() => z.object({ version: z.number().int().positive() })),
  response: { 200: partnerAnswerSchema, ...consoleResponses },
});

/** The sample applicant an offer screen's preview is priced for (docs/organizations.md "Previews"). */
export const PREVIEW_SAMPLE_APPLICANT = {
  creditScore: 760,
  propertyValueDollars: 650_000,
  existingLienDollars: 200_000,
} as const;

export const previewPartnerContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners/preview`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary:
    "Preview a partner's draft before it is saved: the path of its first registration step drawn with the draft (signed, for an hour) and the offers its pricing makes a sample applicant in its first state. Nothing is stored. Ours.",
  body: lazySchema(() => z.object({ partner: partnerSchema, language: z.enum(LANGUAGES) })),
  response: {
    200: lazySchema(() =>
      z.object({
        firstStepPath: z.string(),
        sample: z.object({
          state: z.string(),
          creditScore: z.number(),
          propertyValueDollars: z.number(),
          existingLienDollars: z.number(),
          /** The sheet version that priced it; 0 the standing pricing; null when the partner is not created yet. */
          version: z.number().int().nullable(),
          offers: z.array(offerSchema),
        }),
      }),
    ),
    ...consoleResponses,
  },
});

/** The kinds of brand image and the largest of each, in bytes (docs/organizations.md "Logos and favicons"). */
export const BRAND_ASSET_LIMITS = { logo: 200 * 1024, favicon: 50 * 1024 } as const;
export const BRAND_ASSET_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;

export const uploadBrandAssetContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners/assets`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary:
    'Upload a logo or favicon (SVG sanitised: scripts, foreign objects, event handlers and outside references refused; PNG or JPEG within its size limit): answers its path, named by its content hash. Ours.',
  body: lazySchema(() =>
    z.object({
      kind: z.enum(['logo', 'favicon']),
      contentType: z.enum(BRAND_ASSET_TYPES, { error: 'A logo or favicon is an SVG, PNG or JPEG image.' }),
      dataBase64: z.string().min(1, 'Choose a file.').max(400_000, 'The file is too large.'),
    }),
  ),
  limits: { bodyLimitBytes: 512 * 1024, perAddressRateLimit: false },
  response: { 200: lazySchema(() => z.object({ url: z.string() })), ...consoleResponses },
});

export const partnerExportEntrySchema = lazySchema(() =>
  z.object({
    partner: partnerSchema,
    suspended: z.boolean().default(false),
    /** The brand's uploaded images, by path, as base64 (what `partner.brand` names). */
    assets: z
      .record(
        z.string().max(200),
        z.object({ contentType: z.enum(BRAND_ASSET_TYPES), dataBase64: z.string().max(400_000) }),
      )
      .default({}),
  }),
);
export type PartnerExportEntry = z.infer<typeof partnerExportEntrySchema>;

export const partnersFileSchema = lazySchema(() =>
  z.object({ format: z.literal('heloc-partners/1'), partners: z.array(partnerExportEntrySchema).max(500) }),
);
export type PartnersFile = z.infer<typeof partnersFileSchema>;

export const exportPartnersContract = defineContract({
  method: 'GET',
  path: `${CONSOLE_API}/partners/export`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary: "The member's partners as one JSON file, brand images included. Ours.",
  response: { 200: partnersFileSchema, ...consoleResponses },
});

export const importPartnersContract = defineContract({
  method: 'POST',
  path: `${CONSOLE_API}/partners/import`,
  auth: 'staff',
  permission: 'PARTNERS_MANAGE',
  service: 'console',
  summary:
    'Bring a list of partners at once: each checked as the form checks it; a partner already there is updated. All or nothing. Ours.',
  body: partnersFileSchema,
  limits: { bodyLimitBytes: 20 * 1024 * 1024, perAddressRateLimit: false },
  response: {
    200: lazySchema(() => z.object({ created: z.array(z.string()), updated: z.array(z.string()) })),
    ...consoleResponses,
  },
});
