import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportAppError } from '../../lib/error-reporting';
import { GenericErrorScreen, NotFoundScreen } from '../../ui/error-screens';

/**
 * The error screen of every route, inside the shell. A 404 thrown by a loader (e.g. /account/heloc/{uuid} with a
 * segment that is not an application id) is 'Page not found'; any other failure is the generic error screen with
 * Try again and Go to dashboard (docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.4).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (isNotFound) return;
    console.error(error);
    // docs/product/application-area.md §8: what a route's error screen catches is reported.
    reportAppError(error);
  }, [error, isNotFound]);

  return isNotFound ? <NotFoundScreen /> : <GenericErrorScreen />;
}
