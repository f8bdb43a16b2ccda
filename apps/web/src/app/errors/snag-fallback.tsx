import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { DEFAULT_SUPPORT_PHONE, supportPhoneOf, telHref, useOptionalOrg } from '../../lib/org-context';
import { Button } from '../../ui/button';
import { errorMessages as m } from './errors.messages';

/**
 * Last-resort screen (the shell itself failed): Try again, support phone and e-mail. Works without organisation data
 * (default phone, no e-mail).
 */
export function SnagFallback() {
  const org = useOptionalOrg();
  const { t, rich } = useI18n();
  const phone = org ? supportPhoneOf(org) : DEFAULT_SUPPORT_PHONE;
  const email = org?.orgMetaData.supportEmail;
  const tel = (chunks: ReactNode[]) => <a href={telHref(phone)}>{chunks}</a>;
  const mail = (chunks: ReactNode[]) => <a href={`mailto:${email}`}>{chunks}</a>;
  return (
    <main className="app-main" id="main">
      <section className="page page--narrow stack" aria-labelledby="snag-title">
        <h1 id="snag-title">{t(m.snagTitle)}</h1>
        <p>{t(m.snagLead)}</p>
        <p>{email ? rich(m.snagCallOrEmail, { phone, tel, email, mail }) : rich(m.snagCall, { phone, tel })}</p>
        <Button onClick={() => window.location.reload()}>{t(m.tryAgain)}</Button>
      </section>
    </main>
  );
}
