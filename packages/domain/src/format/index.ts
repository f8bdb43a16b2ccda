// Display formatting of docs/product/widgets-and-calculations.md §9 (and docs/product/application-area.md §9 relative timestamps, docs/product/widgets-and-calculations.md §7 business hours).
export * from './money';
export * from './percent';
export * from './dates';
export * from './file-size';
export * from './phone';
export * from './relative-time';
export * from './business-hours';
export * from './in-time-zone';
