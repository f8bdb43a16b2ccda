import { NO_ORG_DATA_MESSAGE } from '../../../lib/load-org';

/**
 * docs/product/widgets-and-calculations.md §8: the page carries no organisation record and none could be fetched
 * (with the recorded reason). The console's own, in English.
 */
export function NoOrgMessage({ reason }: { reason?: string | undefined }) {
  return (
    <main className="console-main" id="console-main">
      <section className="page page--narrow" role="alert">
        <h1>{NO_ORG_DATA_MESSAGE}</h1>
        {reason && <p className="page__lead">{reason}</p>}
      </section>
    </main>
  );
}
