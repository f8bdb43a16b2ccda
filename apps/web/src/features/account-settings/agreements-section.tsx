import { legalLinks, type ConsentType } from '@heloc/domain';
import { Link } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { useI18n } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { accountSettingsMessages as m } from './account-settings.messages';
import { useProfileConsentTypes } from './api/get-consent-types';

/** How each consent document is named to the borrower (ours: the specification names only the types). */
const AGREEMENT_NAMES: Record<ConsentType, MessageDescriptor> = {
  TERMS: m.terms,
  PRIVACY: m.privacy,
  COMMUNICATIONS: m.communications,
  SOFT_CREDIT: m.softCredit,
  SMS: m.sms,
  SMS_TRANSACTIONAL: m.smsTransactional,
};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * The agreements in force with their versions, from the profile consent-types call (docs/product/registration-and-routing.md §7), with the
 * documents the borrower can read again. Ours: the specification names the call, not where it shows.
 */
export function AgreementsSection() {
  const org = useOrg();
  const links = legalLinks(org);
  const consentTypes = useProfileConsentTypes();
  const { t } = useI18n();
  const hrefOf: Partial<Record<ConsentType, string>> = {
    TERMS: links.terms,
    PRIVACY: links.privacy,
    COMMUNICATIONS: links.communications,
  };
  if (!consentTypes.data?.length) return null;
  return (
    <section className="stack" aria-labelledby="agreements-title">
      <h2 id="agreements-title">{t(m.agreementsTitle)}</h2>
      <ul className="agreements">
        {consentTypes.data.map(({ type, version }) => {
          const name = type === 'TERMS' ? links.termsLabel : t(AGREEMENT_NAMES[type]);
          const href = hrefOf[type];
          return (
            <li key={type}>
              {href ? isExternal(href) ? <a href={href}>{name}</a> : <Link to={href}>{name}</Link> : name}
              {t(m.version, { version })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
