// Issue 13: the closing's pure rules: business days and the rescission deadline, the first payment, the notary.
export * from './business-days';
export * from './first-payment';
export * from './funding';
export * from './notary';
