// Condition categories, the action each asks for, and which conditions are shown (spec 02 §4.1).
export * from './condition-actions';
export * from './conditions';
export * from './condition-states';
