/** The eligibility module's front door: what other modules may use (eslint.config.js). */
export { isStateServed } from './eligibility.service';
