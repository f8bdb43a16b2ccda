import { z } from 'zod';
import { CO_DEED_BYPASS_VALUES } from '../enums';
import { SIGNER_PROGRESS, SIGNER_RELATIONSHIPS, SIGNER_SOURCES } from '../signers';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, phoneSchema } from '../validation';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH } from './application';
import { ANONYMOUS_LIMITS, defineContract, errorsSchema } from './contract';
import { jwtAnswerSchema } from './identity';
import { sandboxHeadersSchema } from './sandbox';
import { lazySchema } from '../helpers/lazy-schema';
import { SIGNER_RELATIONSHIP_REQUIRED_MESSAGE } from '../validation/messages';

/*
 * Additional signers (co-deeders). The primary applicant names who must sign on signing/additional
 * (CO_DEED_REQ); each gets an e-mail invitation with a single-use link; the signer creates a CO_DEEDER login from it
 * and signs in the signer area. The co-deed status call (docs/product/widgets-and-calculations.md §7) answers who has signed. Paths and shapes are ours.
 */
const SIGNERS = `${HELOC_APPLICATION_PATH}/signers`;
const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const signerParams = lazySchema(() => params.extend({ signerUuid: uuidSchema }));

/** One person who must sign besides the primary applicant. */
export const additionalSignerSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Shown to the primary applicant only (null for anyone else). */
    email: z.string().nullable(),
    relationship: z.enum(SIGNER_RELATIONSHIPS),
    source: z.enum(SIGNER_SOURCES),
    progress: z.enum(SIGNER_PROGRESS),
    invitedAt: z.string().nullable(),
    /** Whether the primary applicant may still change or remove this signer (not once they created a login). */
    editable: z.boolean(),
    removable: z.boolean(),
  }),
);
export type AdditionalSigner = z.infer<typeof additionalSignerSchema>;

/** docs/product/widgets-and-calculations.md §3, §7: the co-deed status, with who must sign and who has (ours beyond applicationUuid and the by-pass). */
export const coDeedStatusSchema = lazySchema(() =>
  z.object({
    applicationUuid: uuidSchema,
    coDeedBypass: z.enum(CO_DEED_BYPASS_VALUES),
    /** The caller's part in the application. */
    role: z.enum(['PRIMARY', 'ADDITIONAL_SIGNER']),
    checklistStatus: z.string(),
    /** Whether the primary applicant may add, invite and remove signers now (CO_DEED_REQ). */
    canInvite: z.boolean(),
    /** Everyone listed has signed. */
    allSigned: z.boolean(),
    /** The spouse rule of the property's state, when it applies (e.g. 'Homestead (Tex. Const. art. XVI, ...)'). */
    spouseRule: z.string().nullable(),
    signers: z.array(additionalSignerSchema),
  }),
);
export type CoDeedStatus = z.infer<typeof coDeedStatusSchema>;

export const coDeedStatusQuerySchema = lazySchema(() => z.object({ applicationUuid: uuidSchema.optional() }));

const signerPersonSchema = lazySchema(() =>
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema(),
    email: emailSchema,
  }),
);

export const addSignerBodySchema = lazySchema(() =>
  signerPersonSchema.extend({
    relationship: z.enum(SIGNER_RELATIONSHIPS, SIGNER_RELATIONSHIP_REQUIRED_MESSAGE),
  }),
);
export type AddSignerBody = z.infer<typeof addSignerBodySchema>;

export const inviteSignerBodySchema = signerPersonSchema;
export type InviteSignerBody = z.infer<typeof inviteSignerBodySchema>;

const statusAnswer = {
  200: coDeedStatusSchema,
  400: errorsSchema,
  401: errorsSchema,
  404: errorsSchema,
  409: errorsSchema,
};

export const addSignerContract = defineContract({
  method: 'POST',
  path: SIGNERS,
  auth: 'borrower',
  service: 'application',
  summary:
    'signing/additional: the primary applicant adds a person who must sign (CO_DEED_REQ only) and an invitation e-mail is sent; answers the co-deed status. Ours.',
  params,
  body: addSignerBodySchema,
  response: statusAnswer,
});

export const inviteSignerContract = defineContract({
  method: 'POST',
  path: `${SIGNERS}/:signerUuid/invitation`,
  auth: 'borrower',
  service: 'application',
  summary:
    'signing/additional: (re)send the invitation of a signer who has no login yet, with the name and e-mail given (a title co-owner gets its e-mail here); a new link replaces the old one. Ours.',
  params: signerParams,
  body: inviteSignerBodySchema,
  response: statusAnswer,
});

export const removeSignerContract = defineContract({
  method: 'DELETE',
  path: `${SIGNERS}/:signerUuid`,
  auth: 'borrower',
  service: 'application',
  summary:
    'signing/additional: remove a signer the applicant added, before they created a login (title co-owners and a required spouse stay). Ours.',
  params: signerParams,
  response: statusAnswer,
});

const tokenBodySchema = lazySchema(() => z.object({ token: text(MAX.token).min(1) }));

/** What the invitation link shows before the signer creates a login. */
export const signerInvitationSchema = lazySchema(() =>
  z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    /** The primary applicant's first name, to say who invited them. */
    invitedBy: z.string(),
    /** An account with this e-mail exists in the organisation: log in, then accept. */
    accountExists: z.boolean(),
    expiresAt: z.string(),
  }),
);
export type SignerInvitation = z.infer<typeof signerInvitationSchema>;

export const readSignerInvitationContract = defineContract({
  method: 'POST',
  path: `${INVITATIONS}/lookup`,
  auth: 'public',
  service: 'application',
  summary:
    'Signer area resume: what an invitation link is for (the token travels in the body, never in a URL that is logged). 404 when expired or used. Ours.',
  body: tokenBodySchema,
  response: { 200: signerInvitationSchema, 400: errorsSchema, 404: errorsSchema, 429: errorsSchema },
  limits: ANONYMOUS_LIMITS,
});

export const acceptSignerInvitationBodySchema = lazySchema(() =>
  tokenBodySchema.extend({
    password: passwordSchema,
    phoneNumber: phoneSchema,
  }),
);
export type AcceptSignerInvitationBody = z.infer<typeof acceptSignerInvitationBodySchema>;

export const acceptSignerInvitationContract = defineContract({
  method: 'POST',
  path: `${INVITATIONS}/accept`,
  auth: 'public',
  service: 'application',
  summary:
    'Signer area resume: create the CO_DEEDER login of the invited e-mail (single use), join the application as its additional signer, and sign in. Ours.',
  body: acceptSignerInvitationBodySchema,
  response: {
    200: lazySchema(() => jwtAnswerSchema.extend({ applicationUuid: uuidSchema })),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
    429: errorsSchema,
  },
  limits: ANONYMOUS_LIMITS,
});

export const claimSignerInvitationContract = defineContract({
  method: 'POST',
  path: `${INVITATIONS}/claim`,
  auth: 'customer',
  service: 'application',
  summary:
    'Signer area resume: a signed-in person whose e-mail the invitation was sent to joins the application with their existing login (single use). Ours.',
  body: tokenBodySchema,
  response: {
    200: lazySchema(() => z.object({ applicationUuid: uuidSchema })),
    400: errorsSchema,
    401: errorsSchema,
    403: errorsSchema,
    404: errorsSchema,
  },
});

/** One e-mail of the sandbox outbox. */
export const outboxEmailSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    to: z.string(),
    from: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    createdAt: z.string(),
  }),
);
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const listSandboxOutboxContract = defineContract({
  method: 'GET',
  path: '/sandbox/api/v1/email-outbox',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    'Sandbox: the e-mails the server would have sent (EMAIL_TRANSPORT=outbox), newest first, optionally for one recipient. Ours.',
  headers: sandboxHeadersSchema,
  querystring: lazySchema(() => z.object({ to: text(MAX.email).optional() })),
  response: {
    200: lazySchema(() => list(outboxEmailSchema, 100)),
    401: errorsSchema,
    404: errorsSchema,
  },
});
