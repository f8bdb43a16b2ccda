export * from './languages';
