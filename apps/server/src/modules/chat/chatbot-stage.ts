import { routeForStatus } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';

/*
 * Where an application stands, for the chatbot (docs/product/chat.md §3): the screen its status routes to
 * (docs/product/registration-and-routing.md §4) placed on the progress bar's steps (docs/product/application-area.md
 * §2.5), as the application area places its screens; past the notary, signed or funded; or closed.
 */

export type ApplicationStage =
  | { kind: 'step'; index: number }
  | { kind: 'signed' }
  | { kind: 'funded' }
  | { kind: 'closed' }
  /** A status the screens do not place (a timeout screen): the engine is at work. */
  | { kind: 'working' };

const BY_SCREEN: Readonly<Record<string, number>> = {
  'start/profile': 0,
  'start/contact': 2,
  'start/hmda': 2,
  'start/app-summary': 2,
  'review-app/signdocs': 5,
  'error/income': 3,
  'error/flood-cert': 5,
  'conditions/identity': 4,
};

const BY_GROUP: Readonly<Record<string, number>> = {
  start: 0,
  credit: 0,
  'review-app': 0,
  bpo: 0,
  product: 1,
  hold: 2,
  insurance: 2,
  conditions: 2,
  income: 3,
  identity: 4,
  liens: 4,
  payoff: 4,
  bank: 5,
  signing: 5,
  document: 5,
  notary: 6,
};

export const stageOf = (status: HelocStatus): ApplicationStage => {
  if (status.checklistStatus === 'COMPLETE') return { kind: 'funded' };
  if (status.checklistStatus === 'CANCELLED' || status.checklistStatus === 'DECLINED') return { kind: 'closed' };
  const { path } = routeForStatus({
    status,
    propertyState: status.propertyState,
    isCrypto: status.isCrypto,
    disburseRoutingNumber: status.disburseRoutingNumber,
  });
  const screen = path.replace(/^\/+/, '').split('?')[0] ?? '';
  if (screen === 'complete') return { kind: 'signed' };
  if (screen === 'error/decline') return { kind: 'closed' };
  const index = BY_SCREEN[screen] ?? BY_GROUP[screen.split('/')[0] ?? ''];
  return index === undefined ? { kind: 'working' } : { kind: 'step', index };
};
