/** What the staff sign-in and team calls answer (docs/product/operations-console.md §1). */
export const STAFF_SIGN_IN_REFUSED_MESSAGE = 'The email or password is not correct.';
export const STAFF_FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const STAFF_LINK_INVALID_MESSAGE =
  'This set-up link is not valid: it was already used, has expired or is unknown. Ask an admin for a new one.';
export const STAFF_CODE_INCORRECT_MESSAGE = 'That code is not correct or was already used. Please try again.';
export const STAFF_AUTHENTICATOR_CONFIRMED_MESSAGE = 'Your authenticator is already set up.';
export const STAFF_AUTHENTICATOR_NOT_STARTED_MESSAGE = 'Set up your authenticator first.';
export const STAFF_MEMBER_EXISTS_MESSAGE = 'This email is already a member of the team.';
export const STAFF_MEMBER_NOT_FOUND_MESSAGE = 'Not found';
export const STAFF_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const STAFF_REMOVE_OWN_ADMIN_MESSAGE =
  'You cannot remove your own admin role. Another admin can change your roles.';
export const STAFF_UNKNOWN_ORG_MESSAGE = (codes: readonly string[]): string =>
  `Unknown organisation: ${codes.join(', ')}`;
