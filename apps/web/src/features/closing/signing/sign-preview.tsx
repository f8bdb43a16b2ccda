import { SIGNING_SCREEN } from '../../../lib/early-reads';
import { useI18n } from '../../../lib/i18n';
import { Spinner } from '../../../ui/spinner';
import { ApplicationProgressBar } from '../../../shared/progress/application-progress-bar';
import { signingMessages as m } from './signing.messages';
import { SignIntro } from './sign-intro';

/**
 * The signing screen before its code and the closing documents have loaded: the progress bar at its step, the heading
 * and lead, the documents loading. The build renders it into the page the server sends for /{uuid}/signing/sign
 * (app/first-screen/prerender.tsx), as it does the offers screen's (docs/decisions.md "Performance of the pages").
 */
export function SignPreview() {
  const { t } = useI18n();
  return (
    <div className="application-area">
      <ApplicationProgressBar screen={SIGNING_SCREEN} manualNotary={null} />
      <section className="page stack" aria-labelledby="sign-title">
        <SignIntro />
        <Spinner label={t(m.loadingDocuments)} />
      </section>
    </div>
  );
}
