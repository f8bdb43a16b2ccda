/** The optimize module's front door: what other modules may use (eslint.config.js). */
export { listOrgFlagOverrides, saveOrgFlagOverrides } from './optimize.repo';
export { getFeature } from './optimize.service';
