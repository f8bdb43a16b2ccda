// Routing by checklist status and the status polling policy (spec 01 §4, §9).
export * from './route-targets';
export * from './routing';
export * from './polling';
