export * from './notification-events';
export * from './notification-menu';
export * from './wallet-accounts';
export * from './notification-messages';
