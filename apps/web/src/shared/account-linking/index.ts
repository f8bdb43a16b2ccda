/*
 * linking/: linking a payroll or bank account through the link provider. Used by income/link/{type} and by
 * the bank screens.
 *
 * <LinkAccountDialog open onOpenChange kind institutions title onSubmit id? />
 *   - kind: 'PAYROLL' | 'BANK'; institutions: the API's list (GET .../income/options or the bank call), filtered by kind.
 *   - Step 1: choose an institution (radio list). Step 2: sign in with username and password (the domain's
 *     linkCredentialsSchema, exact messages).
 *   - onSubmit(credentials) is the caller's API call: answer null on success (the dialog closes) or the message to
 *     show (the server's `errors`, e.g. the sandbox failures of docs/sandbox.md "wrong-password",
 *     "user_unavailable"); the dialog keeps the values so the applicant can retry.
 *   - The credentials go to onSubmit only: never stored or logged here.
 *
 * rememberLinkReturn(uuid) before opening a link that may leave the site through an OAuth redirect (docs/product/application-area.md §2.1,
 * docs/product/widgets-and-calculations.md §2 "reads the stored heloc_uuid value"); storedLinkReturn() reads it on the return route.
 */
export { LinkAccountDialog } from './link-account-dialog';
export { forgetLinkReturn, rememberLinkReturn, storedLinkReturn } from './link-return';
