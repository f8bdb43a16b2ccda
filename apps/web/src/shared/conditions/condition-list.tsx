import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { openConditions, useConditions } from '../open-conditions/api/get-conditions';
import { ConditionCard } from './condition-card';
import type { ConditionsArea } from './conditions-area';
import { conditionsMessages as m } from './conditions.messages';
import './conditions.css';

export interface ConditionListProps {
  area: ConditionsArea;
  /** The list's heading (an h1 the area's page is labelled by) and its lead while something is open, in the area's words. */
  heading: ReactNode;
  lead?: ReactNode;
  /** What the list says once nothing is open. */
  nothingNeeded: ReactNode;
  loadingLabel: string;
}

/**
 * The conditions of an application (docs/product/application-area.md §4.1: known categories, oldest first): what the
 * lender still needs, each in plain words with its state and, where the reader answers it, its action; then what has
 * cleared. Refetched every 60 s and on focus (docs/product/application-area.md §9). While the conditions load, the
 * heading and lead are already there (the applicant's page is pre-rendered so: conditions-preview.tsx).
 */
export function ConditionList({ area, heading, lead, nothingNeeded, loadingLabel }: ConditionListProps) {
  const { data, error } = useConditions(area.uuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data)
    return (
      <>
        {heading}
        {lead}
        <Spinner label={loadingLabel} size="lg" />
      </>
    );
  const open = openConditions(data);
  const cleared = data.filter((c) => c.state === 'ACCEPTED');
  return (
    <>
      {heading}
      {open.length > 0 ? lead : nothingNeeded}
      {open.length > 0 && (
        <ul className="condition-list" aria-label={t(m.openRequests)}>
          {open.map((condition) => (
            <ConditionCard key={condition.uuid} area={area} condition={condition} />
          ))}
        </ul>
      )}
      {cleared.length > 0 && (
        <>
          <h2>{t(m.accepted)}</h2>
          <ul className="condition-list" aria-label={t(m.acceptedRequests)}>
            {cleared.map((condition) => (
              <ConditionCard key={condition.uuid} area={area} condition={condition} />
            ))}
          </ul>
        </>
      )}
      {area.onward && (
        <Link to={area.onward.path} className={buttonClassName(open.length > 0 ? 'secondary' : 'primary')}>
          {t(area.onward.label)}
        </Link>
      )}
    </>
  );
}
