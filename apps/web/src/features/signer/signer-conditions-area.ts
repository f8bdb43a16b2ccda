import type { ConditionLocation } from '@heloc/domain';
import type { ConditionsArea } from '../../shared/conditions/conditions-area';
import { signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';

/** What a signer may answer: documents and a new ID photo (docs/product/application-area.md §2.2); the rest is listed only. */
const SIGNER_ANSWERS: readonly ConditionLocation[] = ['upload-document', 'identity'];

/**
 * A signer's view of the application's conditions (docs/product/application-area.md §2.2, §4.1): the applicant's list
 * through the same call, at /heloc-signer/conditions; an answer screen opens only a condition still to answer, and the
 * way on is the area's own steps.
 */
export const signerConditionsArea = (uuid: string): ConditionsArea => ({
  uuid,
  listPath: signerPath('conditions'),
  answers: SIGNER_ANSWERS,
  answerableOnly: true,
  backToList: m.backToRequests,
});
