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
const WAIT_FOR_US =
  'Nothing is needed from you right now. We will e-mail you when there is news; select Check status to see ' +
  'whether your application has moved on.';

export const SCREEN_COPY = {
  // start (spec 02 §2.1)
  'start/profile': {
    title: 'Tell us about yourself',
    happening: 'We need your personal details to finish setting up your application.',
    canDo: CALL_TO_FINISH,
  },
  // credit
  'credit/social': {
    title: 'We could not match your credit file',
    happening:
      'The credit bureau could not find a file from your name and address. Your Social Security number lets ' +
      'us find it.',
    canDo: CALL_TO_FINISH,
  },
  'credit/error': {
    title: 'Your credit report is frozen or locked',
    happening: 'The credit bureau did not release your report because a security freeze or lock is on your file.',
    canDo:
      'Lift the freeze or unlock your file with the credit bureau (online or by phone; a temporary lift is ' +
      'enough), then select Check status to try again.',
  },
  // product (select and its confirm step are built screens)
  'product/assets': {
    title: 'Tell us about your assets',
    happening:
      'To make you an offer we need to verify assets, such as savings or investment accounts, in addition ' +
      'to your income.',
    canDo: CALL_TO_FINISH,
  },
  'product/prequal-winback': {
    title: 'Your offer needs another look',
    happening:
      'The liens on your property changed how much equity we can lend against, so we are re-checking your ' +
      'pre-qualification.',
    canDo: CALL_TO_FINISH,
  },
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
  // signing, notary
  'signing/intro': {
    title: 'Your documents are ready to sign',
    happening: 'Your final offer is ready and your loan documents can be signed.',
    canDo: CALL_TO_FINISH,
  },
  'signing/sign': {
    title: 'Sign your documents',
    happening: 'Your loan documents are waiting for your signature.',
    canDo: CALL_TO_FINISH,
  },
  'signing/additional': {
    title: 'Waiting for other signers',
    happening: 'Everyone on the title of your property must sign. We are waiting for the other signers.',
    canDo: 'Ask the other owners to check their e-mail for their signing invitation, then select Check status.',
  },
  'signing/support': {
    title: 'Help with signing',
    happening: 'Something needs attention before you can sign.',
    canDo: CALL_TO_FINISH,
  },
  'notary/intro': {
    title: 'Meet your notary',
    happening: 'Your documents must be notarized before your line can open.',
    canDo: CALL_TO_FINISH,
  },
  'notary/schedule-manual': {
    title: 'Schedule your notary session',
    happening: 'A notary will meet you in person to notarize your documents.',
    canDo: CALL_TO_FINISH,
  },
  'notary/reserve-manual': {
    title: 'Reserve your notary appointment',
    happening: 'Your documents must be notarized in person. We need a time and place that suit you.',
    canDo: CALL_TO_FINISH,
  },
  'notary/session': {
    title: 'Your notary session',
    happening: 'Your online notary session is being prepared.',
    canDo: CALL_TO_FINISH,
  },
  'notary/error': {
    title: 'We could not start your notary session',
    happening: 'Something went wrong while setting up your notary session.',
    canDo: CALL_TO_FINISH,
  },
  // review-app (datatree and signdocs show error/timeout, spec 01 §4)
  'review-app/incorrect-pin': {
    title: 'We could not verify your PIN',
    happening: 'The PIN you entered did not match our records.',
    canDo: CALL_TO_FINISH,
  },
  'review-app/no-credit': {
    title: 'We could not find your credit file',
    happening:
      'Even with your Social Security number the credit bureau could not find a file for you, so we cannot ' +
      'review your application online.',
    canDo: 'Call us so a specialist can look at your application with you.',
  },
  'review-app/property': {
    title: 'We need to confirm your property',
    happening: 'We could not identify your property in public records.',
    canDo:
      'Call us to confirm the address of your property; a specialist can correct it and continue your ' +
      'application.',
    byStatus: {
      NO_PROPERTY_FOUND: {
        title: 'We could not find your property',
        happening: 'We could not find your property in public records from the address you gave.',
      },
      MULTIPLE_PROPERTIES: {
        title: 'We found more than one property',
        happening:
          'Your address matches more than one property in public records, so we cannot tell which one is yours.',
      },
    },
  },
  'review-app/uw': {
    title: 'Your application is being reviewed',
    happening: 'An underwriter is reviewing your application.',
    canDo: WAIT_FOR_US,
  },
  'review-app/delinquency': {
    title: 'We are reviewing your payment history',
    happening: 'Your credit report shows a late or missed payment, so an underwriter is reviewing your application.',
    canDo: WAIT_FOR_US,
  },
  'review-app/incorrect-ownership': {
    title: 'We need to confirm who owns your property',
    happening: 'The ownership in public records does not match what you told us.',
    canDo: CALL_TO_FINISH,
  },
  // payoff, bpo, hold
  'bpo/condition': {
    title: 'Tell us about your property’s condition',
    happening: 'We need a valuation of your property, and its condition affects the value.',
    canDo: CALL_TO_FINISH,
  },
  'bpo/hold': {
    title: 'Your property is being valued',
    happening: 'A valuation or title review of your property is under way. This can take a few business days.',
    canDo: WAIT_FOR_US,
  },
  'bpo/waiting': {
    title: 'Your valuation is under way',
    happening: 'We are waiting for the valuation of your property.',
    canDo: WAIT_FOR_US,
  },
  'bpo/estimate-value': {
    title: 'Estimate your home’s value',
    happening: 'We could not get an automated valuation of your property, so we need your estimate of its value.',
    canDo: CALL_TO_FINISH,
  },
  'bpo/order-bpo': {
    title: 'Order a property valuation',
    happening: 'We need a broker price opinion (an in-person valuation) of your property before we can continue.',
    canDo: CALL_TO_FINISH,
  },
  hold: {
    title: 'Your appraisal is being arranged',
    happening: 'Your property needs an on-site appraisal. We are arranging it, or waiting for its payment or result.',
    canDo: WAIT_FOR_US,
  },
  // errors
  'error/decline': {
    title: 'We could not approve your application',
    happening: 'After reviewing your application we are unable to offer you a home equity line of credit at this time.',
    canDo: 'An adverse action notice explaining why will be mailed to you within 30 days.',
  },
  'error/credit': {
    title: 'We could not check your credit',
    happening: 'Something went wrong while we were getting your credit report.',
    canDo: CALL_TO_FINISH,
  },
  'error/income': {
    title: 'We could not verify your income',
    happening: 'The income we could verify does not support your application as it is.',
    canDo: CALL_TO_FINISH,
  },
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
  'error/flood-cert': {
    title: 'Waiting for your flood certificate',
    happening: 'We are waiting for the flood zone certificate of your property before your documents can be prepared.',
    canDo: WAIT_FOR_US,
  },
  // the rest of spec 02 §2.1
  complete: {
    title: 'You are all set',
    happening: 'You have signed everything. Your line is in its final steps: rescission period, recording and funding.',
    canDo: WAIT_FOR_US,
  },
  conditions: {
    title: 'Your lender needs something from you',
    happening: 'Your lender raised conditions that need documents or information from you.',
    canDo: CALL_TO_FINISH,
  },
  'document/disclosures': {
    title: 'Your disclosures',
    happening: 'Your disclosures are being prepared for you to read.',
    canDo: CALL_TO_FINISH,
  },
  'insurance/upload': {
    title: 'Upload proof of insurance',
    happening: 'We need proof of homeowners insurance for your property.',
    canDo: CALL_TO_FINISH,
  },
  'insurance/requirements': {
    title: 'Insurance requirements',
    happening: 'Your property must be insured for at least the amount your lender requires.',
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
