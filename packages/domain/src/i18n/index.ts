export * from './languages';
export * from './spanish-messages';
export * from './esign-disclosure';
