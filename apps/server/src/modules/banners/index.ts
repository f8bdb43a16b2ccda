/**
 * The site banners' front door (docs/product/widgets-and-calculations.md §4): their routes for app.ts, and the banner
 * file the first registration step's markup shows (platform/http/spa.ts, wired in app.ts).
 */
export { bannersRoutes } from './banners.routes';
export { readSiteBanners } from './list-banners.service';
