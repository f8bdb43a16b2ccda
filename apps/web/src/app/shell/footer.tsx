import { legalLinks } from '@heloc/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { ACCESSIBILITY_PATH } from '../../features/legal/legal-paths';
import { useLicensedStates } from '../../shared/licensed-states/api/get-state-licenses';
import { businessHoursLine, useDepartmentHours } from '../../shared/operating-hours';
import { licensedStatesOf, useOrgText } from '../../ui/org-text';
import { shellMessages as m } from './shell.messages';

// docs/product/widgets-and-calculations.md §1: security and eligibility lines of the shared copy (the exact sentences are ours).
export const ENCRYPTION_LINE = m.encryption.defaultMessage;
export const NINETY_DAY_DISCLAIMER = m.ninetyDays.defaultMessage;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return <li>{isExternal(href) ? <a href={href}>{children}</a> : <Link to={href}>{children}</Link>}</li>;
}

/**
 * The phone line's hours (docs/product/chat.md §2), read every 60 s; the organisation record's line while they load
 * or when the call fails.
 */
function useSupportHours(orgCode: string, fallback: string | undefined): string | undefined {
  const hours = useDepartmentHours(orgCode, 'OPS_PHONE');
  return (hours.data && businessHoursLine(hours.data.weekdays)) ?? fallback;
}

/**
 * docs/product/widgets-and-calculations.md §2: legal links, licensed states, NMLS, disclosures, support hours. The
 * organisation's own texts (hours, disclosures) in the language being read when it wrote them in it (docs/i18n.md).
 */
export function Footer() {
  const org = useOrg();
  const { t } = useI18n();
  const meta = org.orgMetaData;
  const texts = useOrgText();
  const links = legalLinks(org);
  const supportHours = useSupportHours(org.orgCode, texts.supportHours);
  // docs/product/widgets-and-calculations.md §7: the licensed states from the state-licenses call; the record's list meanwhile.
  const { states, moreToCome } = licensedStatesOf(org, useLicensedStates(org.orgCode) ?? meta.licensedStates);

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label={t(m.legalNav)}>
          <ul className="app-footer__links">
            <FooterLink href={links.terms}>
              {links.termsLabel === 'Terms of Use' ? t(m.termsOfUse) : t(m.termsOfService)}
            </FooterLink>
            <FooterLink href={links.privacy}>{t(m.privacyPolicy)}</FooterLink>
            <FooterLink href={links.communications}>{t(m.communications)}</FooterLink>
            <FooterLink href={links.licenses}>{t(m.licenses)}</FooterLink>
            <FooterLink href={ACCESSIBILITY_PATH}>{t(m.accessibility)}</FooterLink>
          </ul>
        </nav>
        <div className="app-footer__fine">
          <p data-testid="licensed-states">{t(moreToCome ? m.licensedInMoreToCome : m.licensedIn, { states })}</p>
          <p>{t(m.nmls, { company: meta.companyName, nmls: meta.nmls })}</p>
          {supportHours && <p>{t(m.supportHours, { hours: supportHours })}</p>}
          <p>{t(m.encryption)}</p>
          <p>{t(m.ninetyDays)}</p>
          {texts.disclosures.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
    </footer>
  );
}
