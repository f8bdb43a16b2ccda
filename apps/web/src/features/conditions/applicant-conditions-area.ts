import { CONDITION_LOCATIONS } from '@heloc/domain';
import { applicationPath } from '../../shared/application-status/destination';
import type { ConditionsArea } from '../../shared/conditions/conditions-area';
import { applicantConditionsMessages as m } from './applicant-conditions.messages';

/**
 * The applicant's conditions (docs/product/application-area.md §2.1, §4.1): the list at /{uuid}/conditions, every
 * answer screen below it, a condition already answered opened to see its outcome, and the way on to the application.
 */
export const applicantConditionsArea = (uuid: string): ConditionsArea => ({
  uuid,
  listPath: applicationPath(uuid, 'conditions'),
  answers: CONDITION_LOCATIONS,
  answerableOnly: false,
  backToList: m.backToList,
  onward: { path: applicationPath(uuid, ''), label: m.continueApplication },
});
