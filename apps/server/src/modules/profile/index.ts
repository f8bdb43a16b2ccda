/** The profile module's front door: what other modules may use (eslint.config.js). */
export { completeProfile, insertProfile, profileLanguageOf, rememberProfileLanguage } from './profile.repo';
