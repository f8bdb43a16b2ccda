/*
 * The console module's front door (docs/architecture.md). The operations console uses other modules (conditions,
 * decisions, valuation, requalify, notary); no module uses it: the sandbox control API and the console call the same
 * services below both of them (docs/product/operations-console.md §8).
 */
export { csvCell, csvOf } from './audit-csv';
