// Registration texts and timings of the web app. Each cites its spec line; where the spec gives no wording, the text
// is ours and says so. Rules and constants the server shares live in the domain package (registration/limits.ts).
import { HELOC_OPENING_WAIT_DAYS } from '@heloc/domain';

export { PROCESSING_MODAL_TIMEOUT_MS } from '@heloc/domain';

/**
 * docs/product/registration-and-routing.md §2: the new authentication mode removes phone-and-email and set-password. Only the current mode is built
 * (its flag is not among the kept flags of docs/product/application-area.md §9), so it is off.
 */
export const NEW_AUTH_MODE = false;
/** How long each processing message stays up (ours: seven messages over the 30 s time-out). */
export const PROCESSING_MESSAGE_EVERY_MS = 4_000;

/**
 * docs/product/registration-and-routing.md §2: seven rotating messages on the topics creating account, soft credit, locating property, property value,
 * eligibility, offers and quote. The wording is ours: the spec lists only the topics.
 */
export const PROCESSING_MESSAGES = [
  'Creating your account…',
  'Checking your credit with a soft pull (this does not affect your score)…',
  'Locating your property…',
  'Estimating your property value…',
  'Checking your eligibility…',
  'Preparing your offers…',
  'Finalizing your quote…',
] as const;

/** docs/product/registration-and-routing.md §5 names the warning but not its words: ours. */
export const INCOME_CONFIRMATION_MESSAGE =
  'Please confirm this is your total annual income before taxes. If it is, select Confirm to continue.';
/** docs/product/registration-and-routing.md §5 names a post-disaster inspection warning but not its words: ours. */
export const DISASTER_ZIP_MESSAGE =
  'This property is in an area affected by a recent natural disaster. A post-disaster inspection may be required before your line can be funded.';

/** docs/product/registration-and-routing.md §2 modals; the titles and bodies other than the Hawaii message are ours. */
export const ACCOUNT_EXISTS_TITLE = 'You already have an account';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Log in to continue your application.';
export const ACTIVE_APPLICATION_TITLE = 'You already have an application';
export const ACTIVE_APPLICATION_MESSAGES = {
  COMPLETED_WAIT_45_DAYS: `You recently opened a HELOC with us. A new application can be started ${HELOC_OPENING_WAIT_DAYS} days after your last account opening.`,
  INQUIRY_APPLICATION: 'You have an inquiry application in progress. Please contact your loan officer to continue it.',
  ACTIVE_APPLICATION: 'You already have an application in progress. Continue where you left off.',
} as const;
export const NEW_YORK_TITLE = 'New York properties';
export const NEW_YORK_TO_NY_SITE_MESSAGE =
  'Applications for properties located in New York are handled by our New York site.';
export const NEW_YORK_TO_OTHER_SITE_MESSAGE =
  'This site only handles properties located in New York. Please apply on our main site.';
