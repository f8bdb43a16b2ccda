/** The conditions module's front door: what other modules may use (eslint.config.js). */
export { toStaffCondition } from './condition-answers';
export { listConditions } from './conditions.service';
