/** The documents module's front door: what other modules may use (eslint.config.js). */
export { saveDocument, toApplicationDocument } from './documents.service';
