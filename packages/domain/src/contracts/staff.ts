import { z } from 'zod';
import { TOTP_DIGITS } from '../auth';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_PERMISSIONS, STAFF_ROLES } from '../staff/roles';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Staff of the lender (docs/product/operations-console.md §1): their own sign-in, always with an authenticator code,
 * and the team an admin manages. Not in the spec: every path and shape here is ours. A staff call is authorised by a
 * staff session token (never a borrower's); `permission` names what the member's roles must allow.
 */

export const STAFF_API = '/staff/api/v1';

export const staffMemberSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    orgCodes: z.array(z.string()),
    /** PENDING until the member has set a password and an authenticator; DISABLED once an admin disabled them. */
    state: z.enum(['PENDING', 'ACTIVE', 'DISABLED']),
    createdAt: z.iso.datetime(),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The signed-in member, with what their roles allow. */
export const staffSelfSchema = lazySchema(() =>
  staffMemberSchema.extend({ permissions: z.array(z.enum(STAFF_PERMISSIONS)) }),
);
export type StaffSelf = z.infer<typeof staffSelfSchema>;

const staffPasswordSchema = lazySchema(() =>
  z
    .string()
    .max(MAX.password, { error: `Please use ${MAX.password} characters or fewer`, abort: true })
    .min(STAFF_PASSWORD_MIN_LENGTH, { error: `Please use at least ${STAFF_PASSWORD_MIN_LENGTH} characters` }),
);

export const staffSetUpBodySchema = lazySchema(() =>
  z.object({
    /** The one-time token of the set-up link (from the command or an invitation). */
    token: text(MAX.token).min(1),
    name: text(MAX.name).trim().min(1, { error: 'Please enter your name' }),
    password: staffPasswordSchema,
  }),
);
export type StaffSetUpBody = z.infer<typeof staffSetUpBodySchema>;

export const staffSetUpContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/set-up`,
  auth: 'public',
  service: 'staff',
  summary:
    'A new member chooses their name and password from the one-time set-up link; the link is spent. 400 for a link used, expired or unknown. Ours.',
  body: staffSetUpBodySchema,
  response: { 200: lazySchema(() => z.object({ email: z.string() })), 400: errorsSchema },
});

export const staffSignInBodySchema = lazySchema(() =>
  z.object({
    email: text(MAX.email).trim().min(1, { error: 'Please enter your email' }),
    password: text(MAX.password).min(1, { error: 'Please enter your password' }),
  }),
);
export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;

export const staffSignInResponseSchema = lazySchema(() =>
  z.object({
    /** A staff session token; it opens nothing until the second factor is done. */
    token: z.string(),
    /** SET_UP: no authenticator yet (first sign-in); CODE: enter the authenticator's code or a recovery code. */
    secondFactor: z.enum(['SET_UP', 'CODE']),
  }),
);
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

export const staffSignInContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/sign-in`,
  auth: 'public',
  service: 'staff',
  summary:
    'Staff sign-in, first step: email and password. Answers a session token that needs the second factor before it opens anything. 401 for a wrong email or password or a disabled member (one message for all). Ours.',
  body: staffSignInBodySchema,
  response: { 200: staffSignInResponseSchema, 400: errorsSchema, 401: errorsSchema, 429: errorsSchema },
});

export const staffAuthenticatorSchema = lazySchema(() =>
  z.object({
    /** Base32, for typing into an authenticator app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth link as an SVG QR code (a data: URL). */
    qrCode: z.string(),
  }),
);
export type StaffAuthenticator = z.infer<typeof staffAuthenticatorSchema>;

export const startStaffAuthenticatorContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/sign-in/authenticator`,
  auth: 'staff-partial',
  service: 'staff',
  summary:
    'First sign-in: a new authenticator secret for the member to add to their app (replaces one not yet confirmed). 409 once an authenticator is confirmed. Ours.',
  response: { 200: staffAuthenticatorSchema, 401: errorsSchema, 409: errorsSchema },
});

export const staffSecondFactorBodySchema = lazySchema(() =>
  z.union([
    z.object({
      code: z
        .string()
        .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: `Please enter the ${TOTP_DIGITS}-digit code` }),
    }),
    z.object({ recoveryCode: text(MAX.code).trim().min(1, { error: 'Please enter a recovery code' }) }),
  ]),
);
export type StaffSecondFactorBody = z.infer<typeof staffSecondFactorBodySchema>;

export const staffSecondFactorContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/sign-in/second-factor`,
  auth: 'staff-partial',
  service: 'staff',
  summary:
    "Staff sign-in, second step: the authenticator's code (confirming a new authenticator answers the recovery codes, once) or a recovery code (spent). The session then opens the console. 400 for a wrong code. Ours.",
  body: staffSecondFactorBodySchema,
  response: {
    200: lazySchema(() => z.object({ member: staffSelfSchema, recoveryCodes: z.array(z.string()).optional() })),
    400: errorsSchema,
    401: errorsSchema,
    429: errorsSchema,
  },
});

export const staffSetUpLinkSchema = lazySchema(() => z.object({ name: z.string(), email: z.string() }));

export const readStaffSetUpLinkContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/set-up/link`,
  auth: 'public',
  service: 'staff',
  summary:
    'Who a one-time set-up link is for (the name the invitation or the command gave, the e-mail), so the set-up page starts filled in; the link is not spent. A POST keeps the token out of addresses and logs. 400 for a link used, expired or unknown. Ours.',
  body: lazySchema(() => z.object({ token: text(MAX.token).min(1) })),
  response: { 200: staffSetUpLinkSchema, 400: errorsSchema },
});

export const staffSignOutContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/sign-out`,
  auth: 'staff-partial',
  service: 'staff',
  summary: 'Ends this staff session. Ours.',
  response: { 200: okSchema, 401: errorsSchema },
});

export const getStaffSelfContract = defineContract({
  method: 'GET',
  path: `${STAFF_API}/me`,
  auth: 'staff',
  service: 'staff',
  summary: 'The signed-in member and what their roles allow. Ours.',
  response: { 200: staffSelfSchema, 401: errorsSchema },
});

/** An organisation as staff see it: its code (what calls take) and its display name (what screens show). */
export const staffOrganisationSchema = lazySchema(() => z.object({ orgCode: z.string(), displayName: z.string() }));
export type StaffOrganisation = z.infer<typeof staffOrganisationSchema>;

export const listStaffOrganisationsContract = defineContract({
  method: 'GET',
  path: `${STAFF_API}/organisations`,
  auth: 'staff',
  service: 'staff',
  summary:
    "The organisations the caller may see, by display name: every one for an admin (whom they may invite to), the member's own for anyone else. Ours.",
  response: { 200: lazySchema(() => z.array(staffOrganisationSchema)), 401: errorsSchema },
});

export const listStaffMembersContract = defineContract({
  method: 'GET',
  path: `${STAFF_API}/members`,
  auth: 'staff',
  permission: 'FILE_READ',
  service: 'staff',
  summary:
    'The members sharing an organisation with the caller (every one, for an admin), for assignment and the team screen. Ours.',
  response: { 200: lazySchema(() => z.array(staffMemberSchema)), 401: errorsSchema, 403: errorsSchema },
});

export const inviteStaffMemberBodySchema = lazySchema(() =>
  z.object({
    email: text(MAX.email)
      .trim()
      .pipe(z.email({ error: 'Please enter a valid email' })),
    name: text(MAX.name).trim().min(1, { error: 'Please enter a name' }),
    roles: list(z.enum(STAFF_ROLES), STAFF_ROLES.length).min(1, { error: 'Please choose at least one role' }),
    orgCodes: list(text(MAX.code).min(1)).min(1, { error: 'Please choose at least one organisation' }),
  }),
);
export type InviteStaffMemberBody = z.infer<typeof inviteStaffMemberBodySchema>;

export const inviteStaffMemberContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/members`,
  auth: 'staff',
  permission: 'STAFF_MANAGE',
  service: 'staff',
  summary:
    'An admin invites a member: the invitation e-mail carries a one-time set-up link. 409 when the email is already a member. Ours.',
  body: inviteStaffMemberBodySchema,
  response: { 201: staffMemberSchema, 400: errorsSchema, 401: errorsSchema, 403: errorsSchema, 409: errorsSchema },
});

const memberParams = lazySchema(() => z.object({ memberUuid: uuidSchema }));

export const updateStaffMemberBodySchema = lazySchema(() =>
  inviteStaffMemberBodySchema.pick({ roles: true, orgCodes: true }).partial(),
);
export type UpdateStaffMemberBody = z.infer<typeof updateStaffMemberBodySchema>;

export const updateStaffMemberContract = defineContract({
  method: 'PATCH',
  path: `${STAFF_API}/members/:memberUuid`,
  auth: 'staff',
  permission: 'STAFF_MANAGE',
  service: 'staff',
  summary:
    "An admin changes a member's roles or organisations. 409 when the caller would remove their own ADMIN role. Ours.",
  params: memberParams,
  body: updateStaffMemberBodySchema,
  response: {
    200: staffMemberSchema,
    400: errorsSchema,
    401: errorsSchema,
    403: errorsSchema,
    404: errorsSchema,
    409: errorsSchema,
  },
});

export const disableStaffMemberContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/members/:memberUuid/disable`,
  auth: 'staff',
  permission: 'STAFF_MANAGE',
  service: 'staff',
  summary:
    "An admin disables a member: every session of theirs ends at once, on every server node, and they cannot sign in. 409 for the caller's own account. Ours.",
  params: memberParams,
  response: { 200: staffMemberSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

export const enableStaffMemberContract = defineContract({
  method: 'POST',
  path: `${STAFF_API}/members/:memberUuid/enable`,
  auth: 'staff',
  permission: 'STAFF_MANAGE',
  service: 'staff',
  summary: 'An admin lets a disabled member sign in again. Ours.',
  params: memberParams,
  response: { 200: staffMemberSchema, 401: errorsSchema, 403: errorsSchema, 404: errorsSchema },
});
