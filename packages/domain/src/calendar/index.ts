// Calendar dates, business days and time zones: the legal dates of the closing are computed with these.
export * from './business-days';
export * from './holidays';
export * from './property-time-zone';
export * from './us-time-zones';
export * from './zoned-time';
