/**
 * What each application screen that is not built in this issue tells the applicant: a title, what is happening and
 * what they can do now (the page adds the support contact and a Check status button). Keyed by the screen path
 * relative to /{uuid}/ (spec 02 §2.1); `byStatus` refines the text for a checklist status routed to the screen.
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

const CALL_TO_FINISH = 'Call us and a specialist will complete this step with you, then select Check status.';

export const SCREEN_COPY = {
  // start (spec 02 §2.1)
  'start/profile': {
    title: 'Tell us about yourself',
    happening: 'We need your personal details to finish setting up your application.',
    canDo: CALL_TO_FINISH,
  },
  // credit (credit/social and credit/error are built screens)
  // product (select, its confirm step, assets and prequal-winback are built screens)
  // income
  // identity, liens
  identity: {
    title: 'Verify your identity',
    happening: 'We need to confirm you are who you say you are, usually with a photo of your ID.',
    canDo: CALL_TO_FINISH,
  },
  liens: {
    title: 'Confirm the liens on your property',
    happening: 'We found loans secured by your property and need you to confirm which ones you have.',
    canDo: CALL_TO_FINISH,
  },
  // signing, notary/* and complete are built screens (issue 13)
  // review-app: the manual reviews are built screens (issue 12); datatree and signdocs show error/timeout
  // payoff/hold, bpo/* and hold are built screens (issue 12)
  // errors
  'error/timeout': {
    title: 'This is taking longer than usual',
    happening: 'Your application needs more time or a manual review on our side.',
    canDo: 'Select Check status in a few minutes, or call us if this page does not change.',
    byStatus: {
      // review-app/signdocs after bank/confirm (spec 01 §4): the closing documents are being prepared.
      GEN_CLOSING_DISCLOSURE: {
        title: 'We are preparing your closing documents',
        happening:
          'Your bank accounts are saved. We are now preparing your closing documents: your HELOC agreement and the ' +
          'closing disclosure with your final rate, monthly payment, costs and the accounts you chose.',
        canDo:
          'Nothing is needed from you right now. When the documents are ready we e-mail you and this page takes ' +
          'you to them: you read and sign them online, then meet a notary to finish. Select Check status to see ' +
          'whether they are ready.',
      },
    },
  },
  // the rest of spec 02 §2.1
  conditions: {
    title: 'Your lender needs something from you',
    happening: 'Your lender raised conditions that need documents or information from you.',
    canDo: CALL_TO_FINISH,
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
