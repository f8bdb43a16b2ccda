import type { ConditionLocation } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';

/**
 * What differs between the two areas that show an application's conditions with the same screens (this folder): the
 * applicant's under /{uuid}/conditions (features/conditions) and an additional signer's under
 * /heloc-signer/conditions (features/signer), docs/product/application-area.md §2.1, §2.2, §4.1. Each area's routes
 * pass theirs; the texts both areas say alike are the screens' own (conditions.messages.ts).
 */
export interface ConditionsArea {
  /** The application whose conditions these are. */
  uuid: string;
  /** The area's list of conditions; each answer screen is below it (`answerPath`), and a screen with nothing to answer goes back to it. */
  listPath: string;
  /** The screens this reader may answer on; the conditions answered elsewhere are listed without a way to answer them. */
  answers: readonly ConditionLocation[];
  /**
   * Whether an answer screen opened without a condition named opens only one still to answer (a signer's), rather than
   * also the last one answered, to show its outcome (the applicant's).
   */
  answerableOnly: boolean;
  /** The way from an answer back to the list, in the words of the list's heading. */
  backToList: MessageDescriptor;
  /** The way on to the rest of the application, where the reader has one (the applicant; a signer has the area's steps). */
  onward?: { path: string; label: MessageDescriptor };
}

/** Whether this area's reader answers conditions on the screen at `location`. */
export const answersAt = (area: ConditionsArea, location: ConditionLocation | undefined): boolean =>
  location !== undefined && area.answers.includes(location);
