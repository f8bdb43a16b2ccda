/** The lead portal's front door: what other modules may use (eslint.config.js). */
export {
  findActiveLoanOfficer,
  findReferral,
  listOrgLoanOfficers,
  markReferralUsed,
  saveOrgLoanOfficers,
} from './lead-portal.repo';
export { REFERRAL_INQUIRY_STATUS } from './lead-portal.service';
