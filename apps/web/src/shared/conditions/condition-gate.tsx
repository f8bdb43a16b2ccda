import type { ConditionAction, ConditionLocation } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { Fragment, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import type { ConditionsArea } from './conditions-area';
import { conditionsMessages as m } from './conditions.messages';
import { useConditionAt } from './use-condition-at';

export interface ConditionGateProps {
  area: ConditionsArea;
  location: ConditionLocation;
  /** The screen, for the condition it answers; keyed by the condition, so a new one starts afresh. */
  children: (condition: Condition, action: ConditionAction) => ReactNode;
}

/**
 * What every answer screen does before its form (docs/product/application-area.md §2.1, §2.2): the conditions' error,
 * their loading, and back to the area's list when this screen has nothing to answer.
 */
export function ConditionGate({ area, location, children }: ConditionGateProps) {
  const { condition, action, error, data } = useConditionAt(area.uuid, location, {
    answerableOnly: area.answerableOnly,
  });
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.loadingRequest)} size="lg" />;
  if (!condition || !action) return <Navigate to={area.listPath} replace />;
  return <Fragment key={condition.uuid}>{children(condition, action)}</Fragment>;
}
