export * from './roles';
export * from './waiting-on';
export * from './decline-category';
