import { Link, useParams } from 'react-router';
import { applicationPath } from '../application-status/destination';
import { useI18n } from '../../lib/i18n';
import { openConditions, useConditions } from './api/get-conditions';
import { openConditionsMessages as m } from './open-conditions.messages';

/**
 * The shell's way to the conditions ("reached from the shell and from every screen while a condition is
 * open"): a link with the count of open requests, shown on every screen of the application area while any is open.
 */
export function OpenConditionsLink() {
  const { uuid = '' } = useParams();
  const { data } = useConditions(uuid);
  const { t } = useI18n();
  const open = openConditions(data);
  const waiting = open.filter((c) => c.state === 'NEEDED' || c.state === 'REJECTED').length;
  if (open.length === 0) return null;
  return (
    <nav className="open-conditions" aria-label={t(m.nav)}>
      <Link to={applicationPath(uuid, 'conditions')}>
        {waiting > 0 ? t(m.waiting, { count: waiting }) : t(m.inReview)}
      </Link>
      {waiting > 0 && (
        <span className="open-conditions__badge" aria-hidden="true">
          {waiting}
        </span>
      )}
    </nav>
  );
}
