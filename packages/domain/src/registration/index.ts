// The redesigned registration flow: steps, step order and progress groups (docs/product/registration-and-routing.md §2, §4).
export * from './steps';
export * from './progress-groups';
export * from './limits';
