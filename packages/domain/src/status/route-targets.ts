// The screens routing can send an applicant to, relative to /{uuid}/ (docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.1). '' is the root.
export const ROUTE_TARGETS = [
  '',
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'credit/social',
  'credit/error',
  'product/assets',
  'product/select',
  'product/prequal-winback',
  'income/review',
  'income/employer-verification',
  'identity',
  'liens',
  'bank/autopay',
  'bank/disburse',
  'signing/intro',
  'signing/additional',
  'notary/intro',
  'notary/reserve-manual',
  'review-app/no-credit',
  'review-app/property',
  'review-app/delinquency',
  'review-app/uw',
  'review-app/incorrect-pin',
  'review-app/incorrect-ownership',
  'review-app/signdocs',
  'payoff/hold',
  'bpo/condition',
  'bpo/hold',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'hold',
  'error/decline',
  'error/timeout',
  'error/flood-cert',
  'complete',
] as const;
export type RouteTarget = (typeof ROUTE_TARGETS)[number];

// docs/product/registration-and-routing.md §4: an underwriting DECLINE does not route while the user reads the disclosures.
export const DISCLOSURES_PATH = 'document/disclosures';

/** True when a path (relative to /{uuid}/ or absolute, with or without a trailing slash) is the disclosures page. */
export const isOnDisclosuresPage = (path: string | undefined): boolean => {
  const bare = (path ?? '').split(/[?#]/)[0]!.replace(/\/+$/, '');
  return bare === DISCLOSURES_PATH || bare.endsWith(`/${DISCLOSURES_PATH}`);
};
