import { useIdentity } from '../../lib/session';
import { AgreementsSection } from './agreements-section';
import { TwoStepSection } from './two-step-section';
import './account-settings.css';

/** /dashboard/settings (docs/product/application-area.md §2.3's platform link): the signed-in applicant's sign-in settings. */
export function SettingsPage() {
  const identity = useIdentity();
  return (
    <section className="page page--narrow stack" aria-labelledby="settings-title">
      <h1 id="settings-title">Account settings</h1>
      <p className="page__lead">
        {identity.data ? `Signed in as ${identity.data.email}. ` : ''}Choose how you sign in to your account.
      </p>
      <TwoStepSection />
      <AgreementsSection />
    </section>
  );
}
