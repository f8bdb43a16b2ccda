export * from './languages';
export * from './message';
export * from './format-plain';
export * from './esign-disclosure';
export type { SpanishCatalogue } from './spanish-catalogue';
