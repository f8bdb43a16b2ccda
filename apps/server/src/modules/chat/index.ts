/** The chat's front door (docs/product/chat.md): its routes and sockets for app.ts; no other module uses it. */
export { chatRoutes } from './chat.routes';
