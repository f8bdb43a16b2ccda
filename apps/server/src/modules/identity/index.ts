/** The identity module's front door: what other modules may use (eslint.config.js). */
export {
  findIdentityByEmail,
  findIdentityByUuid,
  findIdentityForUpdate,
  insertIdentity,
  listIdentityEmails,
  setPendingTotpSecret,
  takeTotpStep,
  turnMfaOff,
  turnMfaOn,
} from './identity.repo';
export { setPhoneAlias } from './identity.service';
