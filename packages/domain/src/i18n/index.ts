export * from './languages';
export * from './spanish-messages';
