import { Link } from 'react-router';
import { useOrg } from '../../lib/org-context';
import { useLicensedStates } from '../../shared/licensed-states/api/get-state-licenses';
import { useBusinessHoursLine, useDepartmentHours } from '../../shared/operating-hours';
import { FooterView, type RenderInternalLink } from './footer-view';

const routerLink: RenderInternalLink = ({ href, children }) => <Link to={href}>{children}</Link>;

/**
 * docs/product/widgets-and-calculations.md §2: the app's footer (footer-view.tsx) with the calls' answers: the licensed
 * states from the state-licenses call (§7) and the phone line's hours, read every 60 s (docs/product/chat.md §2), in
 * the language being read; the organisation record's while they load or when a call fails.
 */
export function Footer() {
  const org = useOrg();
  const hours = useDepartmentHours(org.orgCode, 'OPS_PHONE');
  const hoursLine = useBusinessHoursLine();
  return (
    <FooterView
      org={org}
      licensedStates={useLicensedStates(org.orgCode)}
      phoneHours={hours.data && hoursLine(hours.data.weekdays)}
      renderInternalLink={routerLink}
    />
  );
}
