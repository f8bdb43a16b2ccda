import { Spinner } from '../../ui/spinner';

/** Shown while the first route's code and loaders resolve. */
export function PageLoading() {
  return (
    <div className="page-center">
      <Spinner label="Loading page" size="lg" />
    </div>
  );
}
