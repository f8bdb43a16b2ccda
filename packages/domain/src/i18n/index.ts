export * from './languages';
export * from './spanish-messages';
export * from './esign-disclosure';
export * from './message';
export * from './format-plain';
