/** The bank module's front door: what other modules may use (eslint.config.js). */
export { openFundingRefusal } from './funding-refusal';
