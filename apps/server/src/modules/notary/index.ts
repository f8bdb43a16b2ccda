/*
 * The notary module's front door (docs/architecture.md): what the operations console uses to move a file on from
 * notary/error (docs/product/operations-console.md §5), and the funding forecast the chatbot tells a borrower
 * (docs/product/chat.md §3).
 */
export { getFundingForecast } from './funding-forecast.service';
export { reopenOnlineNotary } from './reopen-online-notary.service';
export { switchToInPersonNotary } from './switch-to-in-person-notary.service';
