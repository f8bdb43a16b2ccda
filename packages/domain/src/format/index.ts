// Display formatting of spec 03 §9 (and spec 02 §9 relative timestamps, spec 03 §7 business hours).
export * from './money';
export * from './percent';
export * from './dates';
export * from './file-size';
export * from './phone';
export * from './relative-time';
export * from './business-hours';
export * from './in-time-zone';
