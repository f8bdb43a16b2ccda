// Money rules of docs/product/widgets-and-calculations.md §9: rounding, draws, payments, interest, draw limits and loan facts. All figures in dollars.
export * from './rounding';
export * from './loan-facts';
export * from './draw';
export * from './payment';
export * from './interest';
export * from './draw-limits';
export * from './payment-schedule';
export * from './first-draw';
