/** The profile module's front door: what other modules may use (eslint.config.js). */
export { completeProfile, insertProfile, rememberProfileLanguage } from './profile.repo';
