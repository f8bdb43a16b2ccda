// Income verification rules after registration (income/*).
export * from './verification-options';
