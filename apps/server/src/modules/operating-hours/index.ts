/**
 * The operating hours' front door (docs/product/chat.md §2, §4): the routes for app.ts, and the two reads the chat
 * module decides its mode with.
 */
export { operatingHoursRoutes } from './operating-hours.routes';
export { isDepartmentOpen } from './department-hours';
export { isAgentAvailable } from './agent-availability';
