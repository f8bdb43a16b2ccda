// The redesigned registration flow: steps, step order and progress groups (spec 01 §2, §4).
export * from './steps';
export * from './progress-groups';
export * from './limits';
