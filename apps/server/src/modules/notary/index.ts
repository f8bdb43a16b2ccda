/*
 * The notary module's front door (docs/architecture.md): what the operations console uses to move a file on from
 * notary/error (docs/product/operations-console.md §5).
 */
export { reopenOnlineNotary } from './reopen-online-notary.service';
export { type NotaryDoorOptions, switchToInPersonNotary } from './switch-to-in-person-notary.service';
