import type { Providers } from '..';
import { sandboxAccountLink } from './account-link';
import { sandboxConditionReview } from './condition-review';
import { sandboxCreditBureau } from './credit-bureau';
import { sandboxFlood } from './flood';
import { sandboxIdentityVerification } from './identity-verification';
import { sandboxPricing } from './pricing';
import { sandboxPropertyData } from './property-data';
import { sandboxIncome } from './income';
import { sandboxFunding } from './funding';
import { sandboxNotary } from './notary';
import { sandboxESign } from './thin-parties';
import { sandboxTitle } from './title';
import { sandboxAssetStatements, sandboxBrokerPriceOpinion } from './valuation';

/** The deterministic sandbox of every outside party (docs/sandbox.md). */
export const sandboxProviders: Providers = {
  creditBureau: sandboxCreditBureau,
  propertyData: sandboxPropertyData,
  pricing: sandboxPricing,
  title: sandboxTitle,
  flood: sandboxFlood,
  income: sandboxIncome,
  identityVerification: sandboxIdentityVerification,
  eSign: sandboxESign,
  notary: sandboxNotary,
  funding: sandboxFunding,
  accountLink: sandboxAccountLink,
  conditionReview: sandboxConditionReview,
  brokerPriceOpinion: sandboxBrokerPriceOpinion,
  assetStatements: sandboxAssetStatements,
};
