// One const array per enumeration of the spec, with its type derived from it.
export * from './checklist-statuses';
export * from './underwriting';
export * from './person';
export * from './loan';
export * from './documents';
export * from './hmda';
export * from './income-verification';
export * from './application-details';
