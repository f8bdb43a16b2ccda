import type { HelocStatus, Liability, Offer } from '@heloc/domain/contracts';
import type { OfferApplication } from '../shared/application-status/api/get-application';
import { jsonResponse } from './fixtures';

export const APP_UUID = '3b0e8a52-7c1d-4e8f-9a6b-2c4d6e8f0a1b';
export const STATUS_PATH = `GET /service-heloc-borrower/api/v1/heloc/${APP_UUID}/status`;
export const APPLICATION_PATH = `GET /service-application/api/v1/application/heloc/${APP_UUID}`;
export const SELECT_PATH = `PUT /service-application/api/v1/application/heloc/${APP_UUID}/offer`;
export const CONFIRM_PATH = `POST /service-application/api/v1/application/heloc/${APP_UUID}/offer/confirm`;
export const appPath = (relative = '') => `/account/heloc/${APP_UUID}${relative ? `/${relative}` : ''}`;

/** Calls the shell makes on every page, answered so they do not disturb the application screens. */
export const shellBackground = {
  'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
  'GET /identity/secure/api/v1_1/identity': jsonResponse({}, { status: 500 }),
  'GET /service-profile/api/v1/profile': jsonResponse({}, { status: 500 }),
};

export const buildStatus = (change: Partial<HelocStatus> = {}): HelocStatus => ({
  uuid: APP_UUID,
  checklistStatus: 'OFFER_SELECTION',
  condition: null,
  waitingOnFloodCert: false,
  bpo: null,
  title: null,
  uwDecision: null,
  uwSubDecision: null,
  primaryParticipantAcceptComplete: false,
  manualNotary: false,
  propertyState: 'CA',
  isCrypto: false,
  disburseRoutingNumber: null,
  ...change,
});

export const buildOffer = (change: Partial<Offer> = {}): Offer => ({
  term: 10,
  type: 'FIXED',
  min: 15_000,
  max: 105_000,
  minDraw: 14_285.71,
  maxDraw: 100_000,
  originationFee: 0.05,
  baseRate: 0.08,
  otherRate: 0.09,
  rate: 0.0825,
  discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.08 }],
  minRecordingTax: 0,
  maxRecordingTax: 0,
  ...change,
});

export const buildLiability = (balance: number, status: string | null = 'MARKED_FOR_PAYOFF'): Liability => ({
  monetaryBalance: balance,
  monetaryCalculatedNextPaymentMinimumAmount: 250,
  payOff: { status },
});

export const buildApplication = (change: Partial<OfferApplication> = {}): OfferApplication => ({
  uuid: APP_UUID,
  offers: [buildOffer(), buildOffer({ term: 20, type: 'VARIABLE', rate: 0.0899, otherRate: null, discountList: [] })],
  pricingSheetVersion: 1,
  selectedOffer: null,
  liabilities: [],
  ofeeMaxThreshold: null,
  ...change,
});
