/**
 * Sandbox personas (docs/architecture.md): like a card network's test numbers, a tester forces an outcome by what they type in the
 * registration form. The marker is the applicant's LAST NAME (case-insensitive): either the whole last name or its last
 * word after a space or hyphen, so 'Declined', 'declined' and 'Smith-Declined' all pick the DECLINED persona. Any
 * other last name is the default persona (pre-qualified with offers). docs/sandbox.md is the tester's copy of this
 * table; keep them together.
 *
 * A persona only shapes what the sandbox PROVIDERS answer (credit report, property match, valuation, title, flood).
 * The workflow never reads the persona: it reaches each outcome through the same rules a real bureau answer would.
 */

export type CreditPullOutcome = 'OK' | 'NO_MATCH' | 'NO_MATCH_SSN' | 'FROZEN' | 'LOCKED';
export type PropertyMatchOutcome = 'FOUND' | 'NOT_FOUND' | 'MULTIPLE';

export interface Persona {
  key: PersonaKey;
  /** What the tester types as the last name; null for the default persona. */
  lastNameMarker: string | null;
  description: string;
  softCredit: CreditPullOutcome;
  hardCredit: CreditPullOutcome;
  /** FICO-like score, 300-850. */
  creditScore: number;
  /** True when the report shows a mortgage delinquency (docs/product/registration-and-routing.md §4: DELINQUENCY_REVIEW). */
  hasMortgageDelinquency: boolean;
  /** Monthly payments on existing debts, dollars. */
  monthlyDebtDollars: number;
  /** Balance of existing liens on the property, dollars. */
  existingLienDollars: number;
  property: PropertyMatchOutcome;
  /** AVM value in dollars; null when the AVM finds no value (docs/product/registration-and-routing.md §4: NO_AVM_FOUND). */
  avmValueDollars: number | null;
  /** Flood zone of the flood certificate: 'X' is minimal risk, 'AE' a special flood hazard area. */
  floodZone: 'X' | 'AE';
  /** Liens besides the first mortgage that the title search finds (their balances are part of existingLienDollars). */
  otherLiens: readonly { lender: string; balanceDollars: number; monthlyPaymentDollars: number }[];
  /** What income verification finds: the stated income, 70% of it, or nothing it can verify. */
  incomeCheck: 'MATCH' | 'LOWER' | 'NONE';
  /** Uploaded paystubs leave the reviewer asking for more (a HELOC_MANUAL_PAYSTUB_UPLOAD condition). */
  paystubRequest: boolean;
  /** The identity provider's answer to the government ID. */
  identityCheck: 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';
  /** What the reviewer does with documents answering a lender condition. */
  documentReview: 'ACCEPT' | 'REJECT_FIRST' | 'HOLD';
  /** The broker price opinion's value, dollars, when the AVM found none (bpo/order-bpo). */
  bpoValueDollars: number;
  /** What the applicant's linked bank accounts and statements hold together, dollars (product/assets). */
  assetBalanceDollars: number;
  /** Liens the title search finds that the credit report does not show (product/prequal-winback). */
  unreportedLiens: readonly { lender: string; balanceDollars: number; monthlyPaymentDollars: number }[];
  /** How many orders of the closing flood certificate stay pending before it is issued. */
  floodCertPendingOrders: number;
  /** A pull with the full SSN (credit/social) finds the file, or still finds none. */
  ssnPull: 'MATCH' | 'NO_MATCH';
  /** A frozen or locked file is lifted by the applicant before their first retry, or never. */
  freezeLifted: 'ON_RETRY' | 'NEVER';
  /** A property not found is found at the corrected address on the next lookup, or never. */
  propertyOnRetry: 'FOUND' | 'NOT_FOUND';
  /** Owners the title report names besides the applicant (each must sign the closing: CO_DEED_REQ). */
  titleCoOwners: readonly string[];
  /** The title report's parcel number differs from the property records' (review-app/incorrect-pin). */
  titleParcelMismatch: boolean;
  /** The deed is vested in someone else, not the applicant (review-app/incorrect-ownership). */
  titleVestedIn: string | null;
}

export const PERSONA_KEYS = [
  'PREQUALIFIED',
  'DECLINED',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'SOFT_CREDIT_FROZEN',
  'SOFT_CREDIT_LOCKED',
  'HARD_CREDIT_FROZEN',
  'HARD_CREDIT_LOCKED',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'NO_AVM_FOUND',
  'DELINQUENCY_REVIEW',
  'ASSETS_PREQUAL',
  'LOW_EQUITY',
  'LOWER_INCOME',
  'INCOME_NOT_VERIFIED',
  'PAYSTUB_REQUEST',
  'ID_FAILURE',
  'ID_REVIEW',
  'LIEN_PAYOFF',
  'DOCS_REJECTED_ONCE',
  'DOCS_HELD_FOR_REVIEW',
  'FEW_ASSETS',
  'LIEN_REQUALIFY',
  'SSN_NO_MATCH',
  'STAYS_FROZEN',
  'PROPERTY_NEVER_FOUND',
  'FLOOD_CERT_WAIT',
  'TITLE_CO_OWNER',
  'UW_REVIEW',
  'INCORRECT_PIN',
  'INCORRECT_OWNERSHIP',
  'FLOOD_ZONE',
] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

const DEFAULT: Omit<Persona, 'key' | 'lastNameMarker' | 'description'> = {
  softCredit: 'OK',
  hardCredit: 'OK',
  creditScore: 760,
  hasMortgageDelinquency: false,
  monthlyDebtDollars: 400,
  existingLienDollars: 200_000,
  property: 'FOUND',
  avmValueDollars: 650_000,
  floodZone: 'X',
  otherLiens: [],
  incomeCheck: 'MATCH',
  paystubRequest: false,
  identityCheck: 'VERIFIED',
  documentReview: 'ACCEPT',
  bpoValueDollars: 640_000,
  assetBalanceDollars: 6_000_000,
  unreportedLiens: [],
  floodCertPendingOrders: 0,
  ssnPull: 'MATCH',
  freezeLifted: 'ON_RETRY',
  propertyOnRetry: 'FOUND',
  titleCoOwners: [],
  titleParcelMismatch: false,
  titleVestedIn: null,
};

const persona = (
  key: PersonaKey,
  lastNameMarker: string | null,
  description: string,
  overrides: Partial<Persona> = {},
): Persona => ({ ...DEFAULT, key, lastNameMarker, description, ...overrides });

/** One row per persona; the default is first. */
export const PERSONAS: readonly Persona[] = [
  persona('PREQUALIFIED', null, 'Pre-qualified with offers (any other last name).'),
  persona('DECLINED', 'Declined', 'Credit score 560, below the minimum: declined.', { creditScore: 560 }),
  persona('CREDIT_NO_MATCH', 'Nomatch', 'The bureau finds no file for the name and address.', {
    softCredit: 'NO_MATCH',
  }),
  persona('CREDIT_NO_MATCH_SSN', 'Nomatchssn', 'The bureau finds no file even with the SSN.', {
    softCredit: 'NO_MATCH_SSN',
  }),
  persona('SOFT_CREDIT_FROZEN', 'Frozen', 'Credit file frozen at the soft pull.', { softCredit: 'FROZEN' }),
  persona('SOFT_CREDIT_LOCKED', 'Locked', 'Credit file locked at the soft pull.', { softCredit: 'LOCKED' }),
  persona('HARD_CREDIT_FROZEN', 'Hardfrozen', 'Soft pull passes; the file is frozen at the hard pull.', {
    hardCredit: 'FROZEN',
  }),
  persona('HARD_CREDIT_LOCKED', 'Hardlocked', 'Soft pull passes; the file is locked at the hard pull.', {
    hardCredit: 'LOCKED',
  }),
  persona('NO_PROPERTY_FOUND', 'Noproperty', 'Property records find no property at the address.', {
    property: 'NOT_FOUND',
  }),
  persona('MULTIPLE_PROPERTIES', 'Multiple', 'Property records find several properties at the address.', {
    property: 'MULTIPLE',
  }),
  persona('NO_AVM_FOUND', 'Noavm', 'The automated valuation model returns no value.', { avmValueDollars: null }),
  persona('DELINQUENCY_REVIEW', 'Delinquent', 'The credit report shows a mortgage delinquency.', {
    hasMortgageDelinquency: true,
  }),
  persona(
    'ASSETS_PREQUAL',
    'Assets',
    'Debts of $25,000 a month: income alone does not qualify; the linked accounts hold enough (product/assets).',
    {
      monthlyDebtDollars: 25_000,
    },
  ),
  persona('LOW_EQUITY', 'Lowequity', 'Existing liens leave less than $15,000 of equity: declined.', {
    existingLienDollars: 545_000,
  }),
  persona('LOWER_INCOME', 'Lowincome', 'Income verification finds 70% of the stated income: offers are re-priced.', {
    incomeCheck: 'LOWER',
  }),
  persona('INCOME_NOT_VERIFIED', 'Noincome', 'Income verification finds no income it can verify: declined.', {
    incomeCheck: 'NONE',
  }),
  persona('PAYSTUB_REQUEST', 'Paystub', 'Uploaded paystubs are not enough: the lender asks for more.', {
    paystubRequest: true,
  }),
  persona('ID_FAILURE', 'Idfail', 'The government ID fails verification: the lender asks to re-verify it.', {
    identityCheck: 'FAILED_VERIFICATION',
  }),
  persona('ID_REVIEW', 'Idreview', 'The government ID goes to an identity specialist for review.', {
    identityCheck: 'PENDING_REVIEW',
  }),
  persona('LIEN_PAYOFF', 'Payoff', 'Title finds a second lien (a $18,000 home equity loan) besides the mortgage.', {
    existingLienDollars: 218_000,
    otherLiens: [{ lender: 'Sandbox Home Equity Bank', balanceDollars: 18_000, monthlyPaymentDollars: 310 }],
  }),
  persona('DOCS_REJECTED_ONCE', 'Rejectdocs', 'The first documents answering a condition are rejected with a reason.', {
    documentReview: 'REJECT_FIRST',
  }),
  persona('DOCS_HELD_FOR_REVIEW', 'Docreview', 'Answers to conditions wait in review for operations staff.', {
    documentReview: 'HOLD',
  }),
  persona(
    'FEW_ASSETS',
    'Fewassets',
    'Like Assets, but the linked accounts and statements hold only $40,000: declined.',
    {
      monthlyDebtDollars: 25_000,
      assetBalanceDollars: 40_000,
    },
  ),
  persona(
    'LIEN_REQUALIFY',
    'Requalify',
    'Title finds a $150,000 private second lien the credit report does not show: a lower line (prequal-winback).',
    {
      unreportedLiens: [
        { lender: 'Sandbox Private Lending LLC', balanceDollars: 150_000, monthlyPaymentDollars: 1_250 },
      ],
    },
  ),
  persona('SSN_NO_MATCH', 'Ssnmiss', 'No credit file for the name and address, and none with the SSN either.', {
    softCredit: 'NO_MATCH',
    ssnPull: 'NO_MATCH',
  }),
  persona('STAYS_FROZEN', 'Stayfrozen', 'Credit file frozen at the soft pull, still frozen when retried.', {
    softCredit: 'FROZEN',
    freezeLifted: 'NEVER',
  }),
  persona('PROPERTY_NEVER_FOUND', 'Neverfound', 'Property records find nothing, even at a corrected address.', {
    property: 'NOT_FOUND',
    propertyOnRetry: 'NOT_FOUND',
  }),
  persona(
    'FLOOD_CERT_WAIT',
    'Floodwait',
    'The closing flood certificate is pending at the first order, issued at the next.',
    {
      floodCertPendingOrders: 1,
    },
  ),
  persona('TITLE_CO_OWNER', 'Coowner', 'Title lists a second owner (Jordan Coowner) who must also sign the closing.', {
    titleCoOwners: ['Jordan Coowner'],
  }),
  persona(
    'UW_REVIEW',
    'Underwrite',
    'Credit score 650, within 20 points of the minimum: an underwriter reviews the file.',
    {
      creditScore: 650,
    },
  ),
  persona('INCORRECT_PIN', 'Wrongpin', "The title report's parcel number differs from the property records'.", {
    titleParcelMismatch: true,
  }),
  persona('INCORRECT_OWNERSHIP', 'Notowner', 'The deed is vested in Sandbox Family Trust, not the applicant.', {
    titleVestedIn: 'Sandbox Family Trust',
  }),
  persona(
    'FLOOD_ZONE',
    'Floodzone',
    'The home is in flood zone AE: flood insurance is required (insurance/requirements).',
    {
      floodZone: 'AE',
    },
  ),
];

const DEFAULT_PERSONA = PERSONAS[0] as Persona;

const byMarker = new Map(
  PERSONAS.filter((p) => p.lastNameMarker !== null).map((p) => [(p.lastNameMarker as string).toLowerCase(), p]),
);

/** The persona picked by a last name: the whole name or its last space/hyphen-separated word, case-insensitive. */
export const personaForLastName = (lastName: string | null | undefined): Persona => {
  const trimmed = (lastName ?? '').trim().toLowerCase();
  if (!trimmed) return DEFAULT_PERSONA;
  const lastWord = trimmed.split(/[\s-]+/).pop() ?? '';
  return byMarker.get(trimmed) ?? byMarker.get(lastWord) ?? DEFAULT_PERSONA;
};
