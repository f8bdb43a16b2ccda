/** The site banners' front door (docs/product/widgets-and-calculations.md §4): their routes for app.ts. */
export { bannersRoutes } from './banners.routes';
