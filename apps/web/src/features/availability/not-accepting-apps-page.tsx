import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { useOrgText } from '../../ui/org-text';
import { availabilityMessages as m } from './availability.messages';

/**
 * /not-accepting-apps (docs/product/registration-and-routing.md §5, docs/product/application-area.md §8): an organisation that requires a referring loan officer sends visitors here
 * when the referrer is missing or invalid.
 */
export function NotAcceptingAppsPage() {
  const org = useOrg();
  const { t, rich } = useI18n();
  const meta = org.orgMetaData;
  const hours = useOrgText().supportHours;
  const phone = supportPhoneOf(org);
  const email = meta.supportEmail;
  const tel = (chunks: ReactNode[]) => <a href={telHref(phone)}>{chunks}</a>;
  const mail = (chunks: ReactNode[]) => <a href={`mailto:${email}`}>{chunks}</a>;
  return (
    <section className="page page--narrow stack" aria-labelledby="not-accepting-title">
      <h1 id="not-accepting-title">{t(m.referralTitle)}</h1>
      <p>{t(m.referralText, { company: meta.companyName })}</p>
      <h2>{t(m.questions)}</h2>
      <p>{rich(m.callOrEmail, { phone, tel, email, mail })}</p>
      {hours && <p>{t(m.supportHours, { hours })}</p>}
    </section>
  );
}
