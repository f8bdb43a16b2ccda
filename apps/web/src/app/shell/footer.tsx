import { legalLinks, licensedStatesLine } from '@heloc/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrg } from '../../lib/org-context';
import { useLicensedStates } from '../../shared/licensed-states/api/get-state-licenses';
import { businessHoursLine, useDepartmentHours } from '../../shared/operating-hours';

// docs/product/widgets-and-calculations.md §1: security and eligibility lines of the shared copy (the exact sentences are ours).
export const ENCRYPTION_LINE = 'Your information is protected with 256-bit encryption.';
export const NINETY_DAY_DISCLAIMER =
  'Homes purchased or retitled in the last 90 days are not eligible for a HELOC or DSCR loan.';

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

/** docs/product/widgets-and-calculations.md §2: legal links, licensed states, NMLS, disclosures, support hours. */
export function Footer() {
  const org = useOrg();
  const meta = org.orgMetaData;
  const links = legalLinks(org);
  const supportHours = useSupportHours(org.orgCode, meta.supportHours);
  // docs/product/widgets-and-calculations.md §7: the licensed states from the state-licenses call; the record's list meanwhile.
  const licensedStates = useLicensedStates(org.orgCode) ?? meta.licensedStates;

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label="Legal">
          <ul className="app-footer__links">
            <FooterLink href={links.terms}>{links.termsLabel}</FooterLink>
            <FooterLink href={links.privacy}>Privacy Policy</FooterLink>
            <FooterLink href={links.communications}>Electronic Communications</FooterLink>
            <FooterLink href={links.licenses}>Licenses</FooterLink>
          </ul>
        </nav>
        <div className="app-footer__fine">
          <p data-testid="licensed-states">{licensedStatesLine({ orgMetaData: { ...meta, licensedStates } })}</p>
          <p>
            {meta.companyName} NMLS #{meta.nmls}
          </p>
          {supportHours && <p>Support hours: {supportHours}</p>}
          <p>{ENCRYPTION_LINE}</p>
          <p>{NINETY_DAY_DISCLAIMER}</p>
          {meta.disclosures.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
    </footer>
  );
}
