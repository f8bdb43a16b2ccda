import type { AssetStatementReader, BrokerPriceOpinionProvider } from '../valuation';
import { personaForLastName } from './personas';

/** The broker values the home at the persona's BPO value (docs/sandbox.md), whatever the estimate. */
export const sandboxBrokerPriceOpinion: BrokerPriceOpinionProvider = {
  async valueProperty(owner) {
    return {
      outcome: 'COMPLETED',
      valueDollars: personaForLastName(owner.lastName).bpoValueDollars,
      brokerName: 'Sandbox Realty BPO Services',
    };
  },
};

/** The statements show the persona's assets in all (any number of statements, at least one). */
export const sandboxAssetStatements: AssetStatementReader = {
  async read(owner, statements) {
    return { totalDollars: statements.length > 0 ? personaForLastName(owner.lastName).assetBalanceDollars : 0 };
  },
};
