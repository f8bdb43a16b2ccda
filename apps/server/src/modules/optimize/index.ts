/** The optimize module's front door: what other modules may use (eslint.config.js). */
export { getFeature } from './optimize.service';
