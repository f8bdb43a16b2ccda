/**
 * The shell's code, one import each: its routes (routes.ts) and whatever fetches it ahead of the router
 * (app/routes/application-screens.ts) ask for the same chunks.
 */
export const loadLayout = () => import('./layout/application-layout').then((m) => m.ApplicationLayout);
export const loadIndexPage = () => import('./application-index-page').then((m) => m.ApplicationIndexPage);
