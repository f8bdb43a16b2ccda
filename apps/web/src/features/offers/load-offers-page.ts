/**
 * The offers screen's code: its route (routes.ts) and whatever fetches it ahead of the router
 * (app/routes/application-screens.ts) ask for the same chunk.
 */
export const loadOffersPage = () => import('./offers-page').then((m) => m.OffersPage);
