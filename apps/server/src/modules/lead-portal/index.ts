/** The lead portal's front door: what other modules may use (eslint.config.js). */
export { findActiveLoanOfficer, findReferral, markReferralUsed } from './lead-portal.repo';
export { REFERRAL_INQUIRY_STATUS } from './lead-portal.service';
