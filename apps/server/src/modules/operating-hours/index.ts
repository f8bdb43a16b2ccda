/**
 * The operating hours' front door (docs/product/chat.md §2, §4): the routes for app.ts, the two reads the chat
 * module decides its mode with, and the agents' presence, which the chat records from their sockets.
 */
export { isDepartmentOpen } from './department-hours';
export { isAgentAvailable } from './agent-availability';
export { listPresence, touchPresence, upsertPresence } from './presence.repo';
