// The rules of the spec as pure TypeScript, shared by the server and the web app (docs/architecture.md).
// Each area has its own index; contracts are a separate entry point ('@heloc/domain/contracts').
export * from './enums';
export * from './status';
export * from './registration';
export * from './progress';
export * from './conditions';
export * from './validation';
export * from './money';
export * from './income';
export * from './format';
export * from './countries';
export * from './helpers';
export * from './org';
export * from './underwriting';
export * from './valuation';
export * from './auth';
export * from './calendar';
export * from './closing';
export * from './signing';
export * from './signers';
export * from './staff';
export * from './chat';
export * from './notifications';
export * from './i18n';
