/** The application module's front door: what other modules may use (eslint.config.js). */
export { abilityToStart } from './application-start';
export { getApplication, getStatus } from './application.service';
