// Zod schemas carrying the exact messages of spec 01 §5, spec 02 §5 and spec 03 §5.
export * from './messages';
export * from './password';
export * from './person';
export * from './person-form';
export * from './name';
export * from './date-of-birth';
export * from './address';
export * from './registration';
export * from './feedback';
export * from './chat';
export * from './contact';
export * from './hmda';
export * from './bank-account';
export * from './ssn';
export * from './income';
export * from './upload';
export * from './application-steps';
