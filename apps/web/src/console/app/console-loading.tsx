import { Spinner } from '../../ui/spinner';

/** Shown while the first screen's code loads. */
export function ConsoleLoading() {
  return (
    <div className="page-center">
      <Spinner label="Loading the console" size="lg" />
    </div>
  );
}
