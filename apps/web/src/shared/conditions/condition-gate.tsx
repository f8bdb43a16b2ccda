import type { ConditionAction, ConditionLocation } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { Fragment, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useConditionAt } from './use-condition-at';

export interface ConditionGateProps {
  uuid: string;
  location: ConditionLocation;
  /** The area's list of conditions, where a screen with nothing to answer goes back to. */
  listPath: string;
  loadingLabel: string;
  spinnerSize?: 'md' | 'lg';
  answerableOnly?: boolean;
  /** The screen, for the condition it answers; keyed by the condition, so a new one starts afresh. */
  children: (condition: Condition, action: ConditionAction) => ReactNode;
}

/**
 * What every condition screen of every area does before its form (docs/product/application-area.md §2.1, §2.2): the
 * conditions' error, their loading, and back to the list when this screen has nothing to answer.
 */
export function ConditionGate({
  uuid,
  location,
  listPath,
  loadingLabel,
  spinnerSize,
  answerableOnly = false,
  children,
}: ConditionGateProps) {
  const { condition, action, error, data } = useConditionAt(uuid, location, { answerableOnly });
  const { localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={loadingLabel} {...(spinnerSize ? { size: spinnerSize } : {})} />;
  if (!condition || !action) return <Navigate to={listPath} replace />;
  return <Fragment key={condition.uuid}>{children(condition, action)}</Fragment>;
}
