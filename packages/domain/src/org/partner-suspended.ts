import { message } from '../i18n/message';

/** A suspended partner's registration refuses a new application (docs/organizations.md "Suspending a partner"). Ours. */
export const PARTNER_SUSPENDED_MESSAGE = message(
  'domain.partners.suspended',
  'This lender is not taking new applications at the moment.',
);
