/** The notifications module's front door (eslint.config.js): other modules tell a borrower of an event with it. */
export { notifyBorrower } from './notify-borrower';
