/** The signers module's front door: what other modules may use (eslint.config.js). */
export { coDeedStatus } from './co-deed-status.service';
