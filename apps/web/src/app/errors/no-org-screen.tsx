import { NO_ORG_DATA_MESSAGE } from '../../lib/load-org';

/** docs/product/widgets-and-calculations.md §8: no organisation record on the page and none could be fetched (with the recorded reason). */
export function NoOrgScreen({ reason }: { reason?: string }) {
  return (
    <main className="app-main" id="main">
      <section className="page page--narrow" role="alert">
        <h1>{NO_ORG_DATA_MESSAGE}</h1>
        {reason && <p className="page__lead">{reason}</p>}
      </section>
    </main>
  );
}
