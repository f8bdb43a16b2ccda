/** The telemetry module's front door: what other modules may use (eslint.config.js). */
export { readSessionTrail } from './session-trail.service';
