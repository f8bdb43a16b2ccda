/*
 * Whether the widget shows its testing tools (docs/product/chat.md §1: the mode override, the agent chooser, 'Reset
 * chat'). The page has no signal of the server's environment, so: a development or test build, or a local host. The
 * server ignores the override and the agent in production, and answers the agent list with 404 there.
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(localhost|test)$/;

export const isNonProduction = (hostname: string = window.location.hostname): boolean =>
  import.meta.env.DEV || LOCAL_HOST.test(hostname);
