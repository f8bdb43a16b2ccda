import { useI18n } from '../../lib/i18n';
import { useIdentity } from '../../lib/session';
import { accountSettingsMessages as m } from './account-settings.messages';
import { AgreementsSection } from './agreements-section';
import { LanguageSection } from './language-section';
import { TwoStepSection } from './two-step-section';
import { WalletSection } from './wallet-section';
import './account-settings.css';

/** /dashboard/settings (docs/product/application-area.md §2.3's platform link): the signed-in applicant's sign-in settings. */
export function SettingsPage() {
  const identity = useIdentity();
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack" aria-labelledby="settings-title">
      <h1 id="settings-title">{t(m.pageTitle)}</h1>
      <p className="page__lead">{identity.data ? t(m.leadSignedIn, { email: identity.data.email }) : t(m.lead)}</p>
      <TwoStepSection />
      <LanguageSection />
      <AgreementsSection />
      <WalletSection />
    </section>
  );
}
