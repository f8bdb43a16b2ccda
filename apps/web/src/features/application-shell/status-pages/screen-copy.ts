import type { MessageDescriptor } from 'react-intl';
import { screenCopyMessages as m } from './screen-copy.messages';

/**
 * What a waiting screen without a form of its own tells the applicant: a title, what is happening and what they can
 * do now (the page adds the support contact and a Check status button). Every other screen of docs/product/application-area.md §2.1 is built;
 * what is left is error/timeout, which review-app/datatree and review-app/signdocs also show (docs/product/registration-and-routing.md §4). Keyed by
 * the screen path relative to /{uuid}/; `byStatus` refines the text for the checklist status routed to the screen.
 * The copy is ours: the spec names the screens, not their text. Its texts are messages (screen-copy.messages.ts).
 */
export interface ScreenCopy {
  title: MessageDescriptor;
  happening: MessageDescriptor;
  canDo: MessageDescriptor;
}

export interface ScreenEntry extends ScreenCopy {
  byStatus?: Readonly<Record<string, Partial<ScreenCopy>>>;
}

export const SCREEN_COPY = {
  // The title names what is happening; "This is taking longer than usual" shows only once the wait is (wait-notice.tsx).
  'error/timeout': {
    title: m.timeoutTitle,
    happening: m.timeoutHappening,
    canDo: m.timeoutCanDo,
    byStatus: {
      // review-app/signdocs after bank/confirm (docs/product/registration-and-routing.md §4): the closing documents are being prepared.
      GEN_CLOSING_DISCLOSURE: { title: m.closingTitle, happening: m.closingHappening, canDo: m.closingCanDo },
      // Still on review-app/signdocs when a fresher status says the package is generated (the engine finishes it in
      // seconds, and the area re-reads the status on its own): the documents wait behind Check status.
      NOTE_SIGNING: { title: m.readyTitle, happening: m.readyHappening, canDo: m.readyCanDo },
      // The broker could not value the home (workflow/steps/valuation.ts): the applicant can ask for another visit
      // (docs/product/operations-console.md §5).
      HOLD_FOR_APPRAISAL_REVIEW: { title: m.valuationTitle, happening: m.valuationHappening, canDo: m.valuationCanDo },
      // review-app/signdocs after the applicant signed (docs/product/registration-and-routing.md §4 GEN_NOTE_SIGNING).
      GEN_NOTE_SIGNING: { title: m.signedTitle, happening: m.signedHappening, canDo: m.signedCanDo },
    },
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenKey = keyof typeof SCREEN_COPY;

export const isScreenKey = (key: string): key is ScreenKey => Object.hasOwn(SCREEN_COPY, key);

/** The copy of a screen, refined for the status that brought the applicant there. */
export const screenCopyFor = (key: ScreenKey, checklistStatus?: string): ScreenCopy => {
  const entry: ScreenEntry = SCREEN_COPY[key];
  const refined = checklistStatus ? entry.byStatus?.[checklistStatus] : undefined;
  return { title: entry.title, happening: entry.happening, canDo: entry.canDo, ...refined };
};
