/** The requalify module's front door (docs/architecture.md): the console withdraws a file the way the borrower does. */
export { cancelApplication } from './requalify.service';
