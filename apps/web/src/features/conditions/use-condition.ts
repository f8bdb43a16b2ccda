import type { ConditionLocation } from '@heloc/domain';
import { conditionAction } from '@heloc/domain';
import { useSearchParams } from 'react-router';
import { openConditions, useConditions } from '../../shared/open-conditions/api/get-conditions';

/**
 * The condition an action screen answers: the one named by ?condition=, else the oldest open one this screen
 * handles (docs/product/application-area.md §2.1: conditions/{location}).
 */
export function useCondition(uuid: string, location: ConditionLocation) {
  const [params] = useSearchParams();
  const query = useConditions(uuid);
  const wanted = params.get('condition');
  const ofLocation = (query.data ?? []).filter((c) => conditionAction(c)?.location === location);
  const condition = wanted
    ? ofLocation.find((c) => c.uuid === wanted)
    : (openConditions(ofLocation)[0] ?? ofLocation[0]);
  return { ...query, condition, action: condition ? conditionAction(condition) : undefined };
}
