/** The profile module's front door: what other modules may use (eslint.config.js). */
export { completeProfile } from './complete-profile.service';
