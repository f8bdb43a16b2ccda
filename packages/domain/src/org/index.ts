export * from './organization';
export * from './resolve-org-code';
export * from './legal-links';
export * from './brand-css';
export * from './support-phone';
export * from './brand-name';
export * from './product-type';
export * from './platform-links';
