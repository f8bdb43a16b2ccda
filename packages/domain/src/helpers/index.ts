// Shared helpers and constants (docs/product/application-area.md §5, §9; docs/product/widgets-and-calculations.md §2, §4, §5, §7, §8, §9).
export * from './checks';
export * from './errors';
export * from './banners';
export * from './banner-dismissals';
export * from './masks';
export * from './redirect';
export * from './feature-flags';
export * from './chat';
export * from './operating-hours';
export * from './retry';
export * from './timing';
export { lazySchema } from './lazy-schema';
export * from './ui-limits';
export * from './leave-survey';
export * from './error-reporting';
