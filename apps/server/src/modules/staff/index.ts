/** The staff module's front door: what other modules may use (eslint.config.js). */
export { toStaffMember } from './staff-member';
export { findStaffMember, listStaffMemberRows, type StaffMemberRow } from './staff.repo';
