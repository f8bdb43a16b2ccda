/** The conditions module's front door: what other modules may use (eslint.config.js). */
export { toCondition } from './condition-answers';
