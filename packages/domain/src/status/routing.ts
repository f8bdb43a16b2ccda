import {
  BPO_ORDER_REQUEST_STATUSES,
  type ChecklistStatus,
  CREDIT_LOCKED_OR_FROZEN_STATUSES,
  FINAL_TITLE_STATUSES,
  NAV_ESTIMATE_STATUSES,
} from '../enums';
import { isOnDisclosuresPage, type RouteTarget } from './route-targets';

/** The application status object (docs/product/registration-and-routing.md §3); strings because the server may send a status we do not know. */
export interface RoutingStatus {
  readonly checklistStatus?: string | null;
  readonly condition?: string | null;
  readonly waitingOnFloodCert?: boolean | null;
  readonly bpo?: string | null;
  readonly uwDecision?: string | null;
  readonly uwSubDecision?: string | null;
  readonly primaryParticipantAcceptComplete?: boolean | null;
  readonly manualNotary?: boolean | null;
}

export interface RoutingInput {
  readonly status: RoutingStatus;
  /** Two-letter state of the property, e.g. 'TX'. */
  readonly propertyState?: string | null;
  readonly isCrypto?: boolean | null;
  /** disburseAccount.routingNumber of the application. */
  readonly disburseRoutingNumber?: string | null;
  /** False while the start/profile screen has not been completed. */
  readonly profileDone?: boolean;
  /** Where the user is now; passed along as the from-path of a verified offer. */
  readonly currentPath?: string;
}

export interface RouteDestination {
  /** Relative to /{uuid}/; '' is the application root. */
  readonly path: RouteTarget;
  readonly state?: { readonly uwDecision?: string | null; readonly from?: string };
}

export interface RouteRow {
  /** The checklist statuses of the spec row; 'ANY' for the default-start row. */
  readonly statuses: readonly ChecklistStatus[] | 'ANY';
  /** Extra condition of the row; rows are tried in order and the first match wins. */
  readonly when?: (input: RoutingInput) => boolean;
  readonly to: RouteTarget | ((input: RoutingInput) => RouteDestination);
}

const afterAcceptance = (input: RoutingInput) => input.status.primaryParticipantAcceptComplete === true;

// docs/product/registration-and-routing.md §4, "Routing by checklistStatus": one row per row of the spec's table, in the spec's order.
export const CHECKLIST_ROUTES: readonly RouteRow[] = [
  { statuses: 'ANY', when: (i) => !i.status.checklistStatus || i.profileDone === false, to: 'start/profile' },
  { statuses: ['CREDIT_NO_MATCH'], to: 'credit/social' },
  { statuses: ['CREDIT_NO_MATCH_SSN'], to: 'review-app/no-credit' },
  { statuses: CREDIT_LOCKED_OR_FROZEN_STATUSES, to: 'credit/error' },
  { statuses: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'], to: 'review-app/property' },
  { statuses: ['DECLINED'], to: 'error/decline' },
  { statuses: ['COLLECT_ADDITIONAL_INFO'], to: 'start/contact' },
  { statuses: ['HMDA'], to: 'start/hmda' },
  { statuses: ['DELINQUENCY_REVIEW'], to: 'review-app/delinquency' },
  {
    statuses: ['GEN_CLOSING_DISCLOSURE'],
    to: (i) => ({ path: i.status.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs' }),
  },
  { statuses: ['NOTE_SIGNING', 'FINAL_OFFER'], to: 'signing/intro' },
  { statuses: ['REVISED_OFFER_SELECTION'], to: 'product/select' },
  { statuses: ['GEN_NOTE_SIGNING'], to: 'review-app/signdocs' },
  { statuses: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], to: 'start/app-summary' },
  { statuses: ['INCOME_VERIFICATION'], to: 'income/review' },
  { statuses: ['IDENTITY_VERIFICATION'], to: 'identity' },
  { statuses: ['ASSETS_PREQUAL'], to: 'product/assets' },
  { statuses: ['CLTV_LIEN_POSITION_REQUALIFY'], to: 'product/prequal-winback' },
  {
    statuses: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    when: (i) => i.status.checklistStatus === 'DISBURSEMENT_ACCOUNT' || (!i.disburseRoutingNumber && !i.isCrypto),
    to: 'bank/disburse',
  },
  { statuses: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'], to: 'bank/autopay' },
  { statuses: ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES], to: 'bpo/estimate-value' },
  { statuses: ['PAYOFF_REQUEST_PENDING'], to: 'payoff/hold' },
  {
    statuses: BPO_ORDER_REQUEST_STATUSES,
    to: (i) => {
      if (i.status.bpo !== 'BPO_REQUIRED') return { path: 'bpo/hold' };
      return { path: i.propertyState?.toUpperCase() === 'TX' ? 'bpo/condition' : 'bpo/order-bpo' };
    },
  },
  { statuses: ['NAV_BPO_PROCESSING', ...FINAL_TITLE_STATUSES, 'NAV_RESI_EVAL_PROCESSING'], to: 'bpo/hold' },
  {
    statuses: [
      'GEN_RESCISSION',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'DIRECT_DEBT_PAYOFF',
      'FUNDING_DECISION',
      'DEED_SIGNING',
    ],
    when: (i) => i.status.checklistStatus !== 'DEED_SIGNING' || afterAcceptance(i),
    to: 'complete',
  },
  {
    statuses: [
      'APPRAISAL_REVIEW_COMPLETE',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'ORDER_FULL_TITLE',
      'REQUEST_STEWART_PAYOFFS',
      'UNKNOWN',
    ],
    to: 'error/timeout',
  },
  { statuses: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'], to: 'liens' },
  { statuses: ['CO_DEED_REQ'], to: 'signing/additional' },
  {
    statuses: ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'],
    to: 'notary/intro',
  },
  { statuses: ['MANUAL_DEED_SIGNING'], to: 'notary/reserve-manual' },
  { statuses: ['EMPLOYMENT_VERIFICATION'], to: 'income/employer-verification' },
  {
    statuses: ['OFFER_SELECTION'],
    to: (i) =>
      i.status.uwSubDecision === 'VERIFIED_OFFER'
        ? { path: 'product/select', state: { uwDecision: i.status.uwDecision, from: i.currentPath ?? '' } }
        : { path: 'product/select' },
  },
  { statuses: ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_PENDING'], to: 'hold' },
  { statuses: ['COMPLETE', 'CANCELLED'], to: '' },
];

// Ours, tried after the spec's rows: the manual reviews whose screens the spec names without a status.
export const REVIEW_ROUTES: readonly RouteRow[] = [
  { statuses: ['UW_REVIEW'], to: 'review-app/uw' },
  { statuses: ['INCORRECT_PIN'], to: 'review-app/incorrect-pin' },
  { statuses: ['INCORRECT_OWNERSHIP'], to: 'review-app/incorrect-ownership' },
];

// docs/product/registration-and-routing.md §4: UNKNOWN "and any unrecognised status" show the timeout page.
export const UNRECOGNISED_STATUS_TARGET: RouteTarget = 'error/timeout';

const rowMatches = (row: RouteRow, input: RoutingInput): boolean => {
  const status = input.status.checklistStatus ?? '';
  const listed = row.statuses === 'ANY' || (row.statuses as readonly string[]).includes(status);
  return listed && (row.when === undefined || row.when(input));
};

/** Where the applicant goes for the application's current status (docs/product/registration-and-routing.md §4). */
export const routeForStatus = (input: RoutingInput): RouteDestination => {
  const row = [...CHECKLIST_ROUTES, ...REVIEW_ROUTES].find((r) => rowMatches(r, input));
  if (row === undefined) return { path: UNRECOGNISED_STATUS_TARGET };
  return typeof row.to === 'function' ? row.to(input) : { path: row.to };
};

/** docs/product/registration-and-routing.md §4: an underwriting decision of DECLINE triggers routing unless the user is on the disclosures page. */
export const shouldRouteOnDecision = (uwDecision: string | null | undefined, currentPath?: string): boolean =>
  uwDecision === 'DECLINE' && !isOnDisclosuresPage(currentPath);
