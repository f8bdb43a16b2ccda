import { legalLinks, type Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import { ACCESSIBILITY_PATH } from '../../features/legal/legal-paths';
import { useI18n, useLanguage } from '../../lib/i18n';
import { licensedStatesOf, orgText } from '../../ui/org-text';
import { shellMessages as m } from './shell.messages';

/** How a link to one of the app's own pages is drawn: the router's link in the app, a plain anchor before it. */
export type RenderInternalLink = (props: { href: string; children: ReactNode }) => ReactNode;

const plainLink: RenderInternalLink = ({ href, children }) => <a href={href}>{children}</a>;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * docs/product/widgets-and-calculations.md §2: legal links, licensed states, NMLS, disclosures, support hours. The
 * footer's markup, shared by the app's Footer (footer.tsx, with the calls' answers) and the first registration step
 * the server sends before the app has loaded (app/first-screen/page-frame.tsx), so both draw the same footer. The
 * organisation's own texts (hours, disclosures) in the language being read when it wrote them in it (docs/i18n.md).
 */
export function FooterView({
  org,
  licensedStates,
  phoneHours,
  renderInternalLink = plainLink,
}: {
  org: Organization;
  /** docs/product/widgets-and-calculations.md §7: the state-licenses call's states; the record's list until it answers. */
  licensedStates?: readonly string[] | undefined;
  /** The phone line's hours from the hours call (docs/product/chat.md §2); the record's line until it answers. */
  phoneHours?: string | undefined;
  renderInternalLink?: RenderInternalLink;
}) {
  const { t } = useI18n();
  const { language } = useLanguage();
  const meta = org.orgMetaData;
  const texts = orgText(org, language);
  const links = legalLinks(org);
  const supportHours = phoneHours ?? texts.supportHours;
  const { states, moreToCome } = licensedStatesOf(org, licensedStates ?? meta.licensedStates);
  const link = (href: string, children: ReactNode) => (
    <li>{isExternal(href) ? <a href={href}>{children}</a> : renderInternalLink({ href, children })}</li>
  );

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label={t(m.legalNav)}>
          <ul className="app-footer__links">
            {link(links.terms, links.termsLabel === 'Terms of Use' ? t(m.termsOfUse) : t(m.termsOfService))}
            {link(links.privacy, t(m.privacyPolicy))}
            {link(links.communications, t(m.communications))}
            {link(links.licenses, t(m.licenses))}
            {link(ACCESSIBILITY_PATH, t(m.accessibility))}
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
