/** The web app's error reports' front door (docs/product/application-area.md §8): their routes for app.ts. */
export { errorReportsRoutes } from './error-reports.routes';
