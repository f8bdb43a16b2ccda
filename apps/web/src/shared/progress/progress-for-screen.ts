import type { ApplicationProgress } from '@heloc/domain';

/**
 * The progress value (docs/product/application-area.md §2.5) of each screen group, by the screen path relative to /{uuid}/. The spec gives the
 * steps and the value → step table but not which screen is at which step: this table is ours, placing each screen at
 * the step of the journey it belongs to. null: the screen shows no progress bar (the root routes on by itself).
 */
const BY_SCREEN: Readonly<Record<string, ApplicationProgress | null>> = {
  '': null,
  'start/contact': 'MORE_INFO',
  'start/hmda': 'MORE_INFO',
  'start/app-summary': 'MORE_INFO',
  'review-app/uw': 'MORE_INFO',
  'review-app/delinquency': 'MORE_INFO',
  'review-app/incorrect-ownership': 'MORE_INFO',
  'review-app/signdocs': 'SIGNING',
  'review-app/datatree': 'SIGNING',
  // Of the error screens only these two sit on the journey; the others (decline, credit, timeout) show no bar.
  'error/income': 'LINK_INCOME',
  'error/flood-cert': 'SIGNING',
  'conditions/identity': 'ID_UPLOAD',
};

const BY_GROUP: Readonly<Record<string, ApplicationProgress>> = {
  start: 'INITIAL',
  credit: 'INITIAL',
  'review-app': 'INITIAL',
  product: 'PRODUCT_SELECT',
  // Liens and their payoff follow identity in the journey: they stay on the "Verify Identity" step.
  liens: 'ID_UPLOAD',
  // A home without an AVM is valued before the first offers, so the bpo screens sit on the first step.
  bpo: 'INITIAL',
  payoff: 'ID_UPLOAD',
  hold: 'MORE_INFO',
  insurance: 'MORE_INFO',
  conditions: 'MORE_INFO',
  income: 'LINK_INCOME',
  identity: 'ID_UPLOAD',
  bank: 'SIGNING',
  signing: 'SIGNING',
  document: 'SIGNING',
  notary: 'ENOTARY',
  complete: 'COMPLETE',
};

export const progressForScreen = (screen: string): ApplicationProgress | null => {
  if (Object.hasOwn(BY_SCREEN, screen)) return BY_SCREEN[screen] ?? null;
  return BY_GROUP[screen.split('/')[0] ?? ''] ?? null;
};
