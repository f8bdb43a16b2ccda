/** Partners' front door (docs/organizations.md "Partners in the console"): their routes for app.ts, the seed's import. */
export { partnersRoutes } from './partners.routes';
export { importPartnerEntries } from './partners-file.service';
