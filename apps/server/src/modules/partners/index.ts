/**
 * Partners' front door (docs/organizations.md "Partners in the console"): their routes for app.ts, and the draft a
 * preview's address carries for the page that draws it.
 */
export { partnersRoutes } from './partners.routes';
export { partnerPreviewPage } from './preview-page';
