// The closing's pure rules: its deadlines (the right to cancel, waiting periods), the first payment, the notary.
export * from './deadlines';
export * from './first-payment';
export * from './funding';
export * from './notary';
export * from './line-draws';
export * from './funding-forecast';
