import { type ConditionLocation, conditionAction, DEFAULT_CONDITION_LOCATION } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useSearchParams } from 'react-router';
import { openConditions, useConditions } from '../open-conditions/api/get-conditions';

/** Whether the person can answer the condition now: it is needed, or its answer was not accepted. */
export const isAnswerable = (condition: Condition): boolean =>
  condition.state === 'NEEDED' || condition.state === 'REJECTED';

/** The screen that answers a condition (conditions/{location}), or undefined for a category no screen answers. */
export const locationOf = (condition: Condition): ConditionLocation | undefined => conditionAction(condition)?.location;

/**
 * The screen of an area that answers `condition`: below the area's list of conditions (`listPath`, the applicant's
 * /{uuid}/conditions or the signer's /heloc-signer/conditions), named by ?condition= (docs/product/application-area.md
 * §2.1, §2.2).
 */
export const answerPath = (listPath: string, condition: Condition): string =>
  `${listPath}/${locationOf(condition) ?? DEFAULT_CONDITION_LOCATION}?condition=${condition.uuid}`;

/**
 * The condition an action screen answers (docs/product/application-area.md §2.1, §2.2: conditions/{location}): the one
 * named by ?condition=, else the oldest open one of this location. The applicant may also open one already answered
 * (to see its outcome); an area that only answers (the signer's, `answerableOnly`) opens the oldest answerable one.
 */
export function useConditionAt(uuid: string, location: ConditionLocation, { answerableOnly = false } = {}) {
  const [params] = useSearchParams();
  const query = useConditions(uuid);
  const wanted = params.get('condition');
  const ofLocation = (query.data ?? []).filter((c) => locationOf(c) === location);
  const condition = wanted
    ? ofLocation.find((c) => c.uuid === wanted)
    : answerableOnly
      ? ofLocation.find(isAnswerable)
      : (openConditions(ofLocation)[0] ?? ofLocation[0]);
  return { ...query, condition, action: condition ? conditionAction(condition) : undefined };
}
