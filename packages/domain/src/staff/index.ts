export * from './roles';
export * from './messages';
export * from './waiting-on';
export * from './decline-category';
export * from './wait-targets';
export * from './console-actions';
export * from './status-names';
export * from './notifications';
