/*
 * Whether this page runs outside production (docs/product/widgets-and-calculations.md §5: digits are allowed in the
 * last name there, so testers can type a sandbox persona's marker with a number). The page has no signal of the
 * server's environment, so: a development or test build, or a local host. The server applies the same rule by its
 * own environment when the application is created.
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(localhost|test)$/;

export const isOutsideProduction = (hostname: string = window.location.hostname): boolean =>
  import.meta.env.DEV || LOCAL_HOST.test(hostname);

/** The last-name rule of this environment. */
export const lastNameOptions = () => ({ allowDigits: isOutsideProduction() });
