// Shared helpers and constants (spec 02 §5, §9; spec 03 §2, §4, §5, §7, §8, §9).
export * from './checks';
export * from './errors';
export * from './banners';
export * from './masks';
export * from './redirect';
export * from './feature-flags';
export * from './chat';
export * from './operating-hours';
export * from './retry';
export * from './timing';
export * from './ui-limits';
export * from './leave-survey';
