/** The line-draws module's front door: nothing is used by other modules yet (eslint.config.js). */
export { lineDrawsRoutes } from './line-draws.routes';
