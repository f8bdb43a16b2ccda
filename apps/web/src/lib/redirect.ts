import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { redirectTarget } from './redirect-target';

export { redirectTarget } from './redirect-target';

/** A `redirect` Response from a loader, through `redirectTarget`. */
export const redirectFrom = (request: Request, target: string, options?: { keepSearch?: boolean }): Response =>
  redirect(redirectTarget(target, new URL(request.url).search, options));

type Target = string | ((url: URL) => string);

/** A loader that only redirects (route aliases, old paths). */
export const redirectLoader =
  (target: Target, options?: { keepSearch?: boolean }) =>
  ({ request }: LoaderFunctionArgs): Response => {
    const url = new URL(request.url);
    return redirectFrom(request, typeof target === 'string' ? target : target(url), options);
  };

/** The path one segment up: '/x/income/' -> '/x'. */
export const parentPath = (pathname: string): string => {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.slice(0, -1).join('/')}`;
};

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.1: index paths of group folders redirect to the parent. Use as the group's index loader. */
export const redirectToParent = redirectLoader((url) => parentPath(url.pathname));

/** A route that only redirects (renders nothing itself). */
export const redirectRoute = (
  match: { path: string } | { index: true },
  target: Target,
  options?: { keepSearch?: boolean },
): RouteObject => ({ ...match, loader: redirectLoader(target, options), element: null }) as RouteObject;

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.1: the index route of a group folder (start, income, bank, ...), redirecting to the parent. */
export const groupIndexRoute = (): RouteObject => redirectRoute({ index: true }, (url) => parentPath(url.pathname));
