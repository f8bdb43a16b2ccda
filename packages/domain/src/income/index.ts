// Income verification rules after registration (issue 10: income/*).
export * from './verification-options';
