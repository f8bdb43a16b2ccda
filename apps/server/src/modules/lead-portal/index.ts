/** The lead portal's front door: what other modules may use (eslint.config.js). */
export { findActiveLoanOfficer } from './lead-portal.repo';
