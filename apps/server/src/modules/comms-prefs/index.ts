/** The communication preferences' front door: what other modules may use (eslint.config.js). */
export { CONSENT_TYPE_VERSIONS } from './consent-prompts';
