/** Partners' front door (docs/organizations.md "Partners in the console"): their routes for app.ts. */
export { partnersRoutes } from './partners.routes';
