import { describe, expect, it } from 'vitest';
import { CHECKLIST_STATUSES } from '../enums';
import { CHECKLIST_ROUTES, type RoutingInput, routeForStatus, shouldRouteOnDecision } from './routing';
import { isOnDisclosuresPage, ROUTE_TARGETS } from './route-targets';

const at = (checklistStatus: string, extra: Partial<RoutingInput> = {}, status: RoutingInput['status'] = {}) =>
  routeForStatus({ profileDone: true, ...extra, status: { checklistStatus, ...status } });

// docs/product/registration-and-routing.md §4, "Routing by checklistStatus": [spec row, status, input, expected path].
const ROWS: [string, string, Partial<RoutingInput> & { s?: RoutingInput['status'] }, string][] = [
  ['default start', '', {}, 'start/profile'],
  ['profile not yet done', 'APP_SUBMISSION', { profileDone: false }, 'start/profile'],
  ['CREDIT_NO_MATCH', 'CREDIT_NO_MATCH', {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', 'CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['soft credit locked', 'SOFT_CREDIT_LOCKED', {}, 'credit/error'],
  ['soft credit frozen', 'SOFT_CREDIT_FROZEN', {}, 'credit/error'],
  ['hard credit locked', 'HARD_CREDIT_LOCKED', {}, 'credit/error'],
  ['hard credit frozen', 'HARD_CREDIT_FROZEN', {}, 'credit/error'],
  ['NO_PROPERTY_FOUND', 'NO_PROPERTY_FOUND', {}, 'review-app/property'],
  ['MULTIPLE_PROPERTIES', 'MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['DECLINED', 'DECLINED', {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', 'COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', 'HMDA', {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', 'DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['GEN_CLOSING_DISCLOSURE', 'GEN_CLOSING_DISCLOSURE', {}, 'review-app/signdocs'],
  [
    'GEN_CLOSING_DISCLOSURE waiting on flood cert',
    'GEN_CLOSING_DISCLOSURE',
    { s: { waitingOnFloodCert: true } },
    'error/flood-cert',
  ],
  ['NOTE_SIGNING', 'NOTE_SIGNING', {}, 'signing/intro'],
  ['FINAL_OFFER', 'FINAL_OFFER', {}, 'signing/intro'],
  ['REVISED_OFFER_SELECTION', 'REVISED_OFFER_SELECTION', {}, 'product/select'],
  ['GEN_NOTE_SIGNING', 'GEN_NOTE_SIGNING', {}, 'review-app/signdocs'],
  ['APP_SUBMISSION', 'APP_SUBMISSION', {}, 'start/app-summary'],
  ['GEN_SUMMARY_DISCLOSURE', 'GEN_SUMMARY_DISCLOSURE', {}, 'start/app-summary'],
  ['INCOME_VERIFICATION', 'INCOME_VERIFICATION', {}, 'income/review'],
  ['IDENTITY_VERIFICATION', 'IDENTITY_VERIFICATION', {}, 'identity'],
  ['ASSETS_PREQUAL', 'ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV_LIEN_POSITION_REQUALIFY', 'CLTV_LIEN_POSITION_REQUALIFY', {}, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', 'DISBURSEMENT_ACCOUNT', { disburseRoutingNumber: '021000021' }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT, no routing number, not crypto', 'AUTOPAY_ACCOUNT', {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT with a routing number', 'AUTOPAY_ACCOUNT', { disburseRoutingNumber: '021000021' }, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT, crypto', 'AUTOPAY_ACCOUNT', { isCrypto: true }, 'bank/autopay'],
  ['VERIFIED_AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['NO_AVM_FOUND', 'NO_AVM_FOUND', {}, 'bpo/estimate-value'],
  ['NAV BPO estimate', 'NAV_BPO_ESTIMATE', {}, 'bpo/estimate-value'],
  ['NAV resi-eval estimate', 'NAV_RESI_EVAL_ESTIMATE', {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', 'PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  [
    'BPO order, BPO_REQUIRED in TX',
    'BPO_ORDER_REQUEST',
    { propertyState: 'TX', s: { bpo: 'BPO_REQUIRED' } },
    'bpo/condition',
  ],
  [
    'BPO order, BPO_REQUIRED in tx',
    'NAV_BPO_ORDER_REQUEST',
    { propertyState: 'tx', s: { bpo: 'BPO_REQUIRED' } },
    'bpo/condition',
  ],
  [
    'BPO order, BPO_REQUIRED elsewhere',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    { propertyState: 'CA', s: { bpo: 'BPO_REQUIRED' } },
    'bpo/order-bpo',
  ],
  ['BPO order, BPO_REQUIRED, no state', 'BPO_ORDER_REQUEST', { s: { bpo: 'BPO_REQUIRED' } }, 'bpo/order-bpo'],
  [
    'BPO order, other bpo status in TX',
    'BPO_ORDER_REQUEST',
    { propertyState: 'TX', s: { bpo: 'BPO_PROCESSING' } },
    'bpo/hold',
  ],
  ['BPO order, no bpo status', 'BPO_ORDER_REQUEST', {}, 'bpo/hold'],
  ['NAV_BPO_PROCESSING', 'NAV_BPO_PROCESSING', {}, 'bpo/hold'],
  ['final title', 'FINAL_TITLE', {}, 'bpo/hold'],
  ['final title review', 'FINAL_TITLE_REVIEW', {}, 'bpo/hold'],
  ['final title cleared', 'FINAL_TITLE_CLEARED', {}, 'bpo/hold'],
  ['NAV_RESI_EVAL_PROCESSING', 'NAV_RESI_EVAL_PROCESSING', {}, 'bpo/hold'],
  ['GEN_RESCISSION', 'GEN_RESCISSION', {}, 'complete'],
  ['RESCISSION', 'RESCISSION', {}, 'complete'],
  ['RECORDING', 'RECORDING', {}, 'complete'],
  ['FUNDABLE', 'FUNDABLE', {}, 'complete'],
  ['DIRECT_DEBT_PAYOFF', 'DIRECT_DEBT_PAYOFF', {}, 'complete'],
  ['FUNDING_DECISION', 'FUNDING_DECISION', {}, 'complete'],
  ['DEED_SIGNING after acceptance', 'DEED_SIGNING', { s: { primaryParticipantAcceptComplete: true } }, 'complete'],
  ['APPRAISAL_REVIEW_COMPLETE', 'APPRAISAL_REVIEW_COMPLETE', {}, 'error/timeout'],
  ['CREDIT_ERROR', 'CREDIT_ERROR', {}, 'error/timeout'],
  ['CREDIT_MINOR', 'CREDIT_MINOR', {}, 'error/timeout'],
  ['FACTA_REVIEW', 'FACTA_REVIEW', {}, 'error/timeout'],
  ['HOLD_FOR_APPRAISAL_REVIEW', 'HOLD_FOR_APPRAISAL_REVIEW', {}, 'error/timeout'],
  ['ORDER_FULL_TITLE', 'ORDER_FULL_TITLE', {}, 'error/timeout'],
  ['REQUEST_STEWART_PAYOFFS', 'REQUEST_STEWART_PAYOFFS', {}, 'error/timeout'],
  ['UNKNOWN', 'UNKNOWN', {}, 'error/timeout'],
  ['an unrecognised status', 'SOMETHING_NEW', {}, 'error/timeout'],
  ['a processing status', 'WAITING_FOR_SOFT_CREDIT', {}, 'error/timeout'],
  ['LIEN_VERIFICATION', 'LIEN_VERIFICATION', {}, 'liens'],
  ['LIEN_VERIFICATION_INQUIRY', 'LIEN_VERIFICATION_INQUIRY', {}, 'liens'],
  ['CO_DEED_REQ', 'CO_DEED_REQ', {}, 'signing/additional'],
  ['GEN_NOTARY_DISCLOSURE', 'GEN_NOTARY_DISCLOSURE', {}, 'notary/intro'],
  ['ATTORNEY_REVIEW', 'ATTORNEY_REVIEW', {}, 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', 'NOTARY_WAITING_PERIOD', {}, 'notary/intro'],
  ['DEED_SIGNING before acceptance', 'DEED_SIGNING', {}, 'notary/intro'],
  [
    'DEED_SIGNING, acceptance false',
    'DEED_SIGNING',
    { s: { primaryParticipantAcceptComplete: false } },
    'notary/intro',
  ],
  ['MANUAL_DEED_SIGNING', 'MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', 'EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['OFFER_SELECTION', 'OFFER_SELECTION', {}, 'product/select'],
  ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_BORROWER_PAYMENT', {}, 'hold'],
  ['ONSITE_APPRAISAL_PENDING', 'ONSITE_APPRAISAL_PENDING', {}, 'hold'],
  ['COMPLETE', 'COMPLETE', {}, ''],
  ['CANCELLED', 'CANCELLED', {}, ''],
];

describe('routeForStatus (docs/product/registration-and-routing.md §4)', () => {
  it.each(ROWS)('%s → /{uuid}/%s', (_row, status, { s, ...extra }, path) => {
    expect(at(status, extra, s).path).toBe(path);
  });

  it('routes a missing status to start/profile', () => {
    expect(routeForStatus({ status: {} }).path).toBe('start/profile');
    expect(routeForStatus({ status: { checklistStatus: null } }).path).toBe('start/profile');
  });

  it('passes the underwriting decision and the from-path along with a VERIFIED_OFFER', () => {
    const input = { currentPath: 'income/review', s: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' } };
    expect(at('OFFER_SELECTION', { currentPath: input.currentPath }, input.s)).toEqual({
      path: 'product/select',
      state: { uwDecision: 'APPROVED', from: 'income/review' },
    });
    expect(at('OFFER_SELECTION', {}, input.s).state).toEqual({ uwDecision: 'APPROVED', from: '' });
  });

  it('passes nothing along with other sub-decisions', () => {
    expect(at('OFFER_SELECTION', { currentPath: 'x' }, { uwSubDecision: 'UNVERIFIED_OFFER' })).toEqual({
      path: 'product/select',
    });
  });

  it('always lands on a known screen', () => {
    for (const status of CHECKLIST_STATUSES) {
      expect(ROUTE_TARGETS).toContain(at(status).path);
    }
  });

  it('keeps the spec table as one row per spec row (34 rows)', () => {
    expect(CHECKLIST_ROUTES).toHaveLength(34);
  });
});

describe('shouldRouteOnDecision (docs/product/registration-and-routing.md §4)', () => {
  it.each([
    ['DECLINE', 'product/select', true],
    ['DECLINE', undefined, true],
    ['DECLINE', 'document/disclosures', false],
    ['DECLINE', '/account/heloc/abc/document/disclosures/', false],
    ['DECLINE', '/account/heloc/abc/document/disclosures?x=1', false],
    ['APPROVED', 'product/select', false],
    [undefined, 'product/select', false],
  ] as const)('%s on %s → %s', (decision, path, expected) => {
    expect(shouldRouteOnDecision(decision, path)).toBe(expected);
  });

  it('recognises only the disclosures page', () => {
    expect(isOnDisclosuresPage('document')).toBe(false);
    expect(isOnDisclosuresPage('/abc/mydocument/disclosures')).toBe(false);
    expect(isOnDisclosuresPage('/abc/document/disclosures#top')).toBe(true);
    expect(isOnDisclosuresPage(undefined)).toBe(false);
  });
});
