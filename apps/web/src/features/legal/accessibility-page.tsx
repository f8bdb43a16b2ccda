import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { useOrgText } from '../../ui/org-text';
import { accessibilityMessages as m } from './accessibility-page.messages';

/**
 * /accessibility: the accessibility statement (docs/accessibility.md): the standard the site is built to, how it is
 * tested, what is known not to meet it, and how to reach the organisation about a barrier. Public, in every language.
 */
export function AccessibilityPage() {
  const org = useOrg();
  const { t, rich } = useI18n();
  const meta = org.orgMetaData;
  const phone = supportPhoneOf(org);
  const email = meta.supportEmail;
  const hours = useOrgText().supportHours;
  const tel = (chunks: ReactNode[]) => <a href={telHref(phone)}>{chunks}</a>;
  const mail = (chunks: ReactNode[]) => <a href={`mailto:${email}`}>{chunks}</a>;

  return (
    <article className="page page--narrow stack" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">{t(m.title)}</h1>
      <p className="page__lead">{t(m.lead, { company: meta.companyName })}</p>
      <h2>{t(m.standardTitle)}</h2>
      <p>{t(m.standard)}</p>
      <h2>{t(m.testingTitle)}</h2>
      <ul>
        <li>{t(m.testingAxe)}</li>
        <li>{t(m.testingKeyboard)}</li>
        <li>{t(m.testingFocus)}</li>
        <li>{t(m.testingLanguages)}</li>
      </ul>
      <h2>{t(m.exceptionsTitle)}</h2>
      <ul>
        <li>{t(m.exceptionPdf)}</li>
        <li>{t(m.exceptionClosing)}</li>
      </ul>
      <h2>{t(m.contactTitle)}</h2>
      <p>{email ? rich(m.contact, { phone, tel, email, mail }) : rich(m.contactPhoneOnly, { phone, tel })}</p>
      {hours && <p>{t(m.hours, { hours })}</p>}
    </article>
  );
}
