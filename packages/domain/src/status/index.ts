// Routing by checklist status and the status polling policy (docs/product/registration-and-routing.md §4, §9).
export * from './route-targets';
export * from './routing';
export * from './polling';
export * from './usual-waits';
export * from './profile-done';
