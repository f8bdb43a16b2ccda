/**
 * What a waiting screen without a form of its own tells the applicant: a title, what is happening and what they can
 * do now (the page adds the support contact and a Check status button). Every other screen of docs/product/application-area.md §2.1 is built;
 * what is left is error/timeout, which review-app/datatree and review-app/signdocs also show (docs/product/registration-and-routing.md §4). Keyed by
 * the screen path relative to /{uuid}/; `byStatus` refines the text for the checklist status routed to the screen.
 * The copy is ours: the spec names the screens, not their text.
 */
export interface ScreenCopy {
  title: string;
  happening: string;
  canDo: string;
}

export interface ScreenEntry extends ScreenCopy {
  byStatus?: Readonly<Record<string, Partial<ScreenCopy>>>;
}

export const SCREEN_COPY = {
  // The title names what is happening; "This is taking longer than usual" shows only once the wait is (wait-notice.tsx).
  'error/timeout': {
    title: 'We are working on your application',
    happening:
      'Your application is at a step that is not automatic: a specialist on our side, or one of the parties we work ' +
      'with, is looking at it.',
    canDo: 'Nothing is needed from you right now. Select Check status to follow it, or call us with any question.',
    byStatus: {
      // review-app/signdocs after bank/confirm (docs/product/registration-and-routing.md §4): the closing documents are being prepared.
      GEN_CLOSING_DISCLOSURE: {
        title: 'We are preparing your closing documents',
        happening:
          'Your bank accounts are saved. We are now preparing your closing documents: your HELOC agreement and the ' +
          'closing disclosure with your final rate, monthly payment, costs and the accounts you chose.',
        canDo:
          'Nothing is needed from you right now. Select Check status and, once they are ready, this page takes you ' +
          'to them: you read and sign them online, then meet a notary to finish.',
      },
      // Still on review-app/signdocs when a fresher status says the package is generated (the engine finishes it in
      // seconds, and the area re-reads the status on its own): the documents wait behind Check status.
      NOTE_SIGNING: {
        title: 'Your closing documents are ready',
        happening:
          'Your HELOC agreement, the closing disclosure and the other closing documents are ready for you to read and ' +
          'sign online.',
        canDo: 'Select Check status to open them. After you sign, you meet a notary to finish.',
      },
      // The broker could not value the home (workflow/steps/valuation.ts): the applicant can ask for another visit
      // (docs/product/operations-console.md §5).
      HOLD_FOR_APPRAISAL_REVIEW: {
        title: 'The broker could not value your home',
        happening:
          'The broker preparing your price opinion could not finish it: usually they could not see the home well ' +
          'enough, or found too few recent sales nearby.',
        canDo:
          'Make sure the home can be seen from the street (gate open, house number visible), then ask the broker to ' +
          'visit again, at no new fee. Or call us and a specialist will look at your valuation with you.',
      },
      // review-app/signdocs after the applicant signed (docs/product/registration-and-routing.md §4 GEN_NOTE_SIGNING).
      GEN_NOTE_SIGNING: {
        title: 'We are preparing your signed documents',
        happening:
          'Thank you for signing. We are adding your signatures and a signing certificate to each document, so you ' +
          'can download the signed copies.',
        canDo:
          'Nothing is needed from you right now. Select Check status: next, anyone else on the title signs, then ' +
          'you meet the notary.',
      },
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
