import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reportAppError } from '../../../lib/error-reporting';
import { Button, buttonClassName } from '../../../ui/button';
import { CONSOLE_PATH } from '../../shared/console-paths';

/**
 * The error screen of every console route. A path the console does not have is "Page not found"; any other failure
 * is reported, as the borrower's app reports its own (docs/product/application-area.md §8), and offers Try again.
 * Either way the way back is the pipeline, never a borrower's page.
 */
export function ConsoleRouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (isNotFound) return;
    console.error(error);
    reportAppError(error);
  }, [error, isNotFound]);

  return (
    <main className="console-main" id="console-main" tabIndex={-1}>
      <section className="page page--narrow stack" aria-labelledby="console-error-title">
        <h1 id="console-error-title">{isNotFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p>
          {isNotFound
            ? 'The console has no page at this address.'
            : 'The console could not show this page. Try again, or go back to the pipeline.'}
        </p>
        <div className="row">
          {!isNotFound && <Button onClick={() => window.location.reload()}>Try again</Button>}
          <Link to={CONSOLE_PATH} className={buttonClassName(isNotFound ? 'primary' : 'secondary')} reloadDocument>
            Go to the pipeline
          </Link>
        </div>
      </section>
    </main>
  );
}
