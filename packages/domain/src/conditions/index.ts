// Condition categories, the action each asks for, and which conditions are shown (docs/product/application-area.md §4.1).
export * from './condition-actions';
export * from './conditions';
export * from './condition-states';
