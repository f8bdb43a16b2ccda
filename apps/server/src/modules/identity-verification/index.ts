/** The identity verification module's front door: what other modules may use (eslint.config.js). */
export { submitIdentityCheck } from './identity-verification.service';
