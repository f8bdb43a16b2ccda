import type { AccountLinkProvider } from './account-link';
import type { ConditionReviewer } from './condition-review';
import type { CreditBureau } from './credit-bureau';
import type { ESignProvider } from './e-sign';
import type { FloodProvider } from './flood';
import type { FundingProvider } from './funding';
import type { IdentityVerificationProvider } from './identity-verification';
import type { IncomeProvider } from './income';
import type { NotaryProvider } from './notary';
import type { PricingProvider } from './pricing';
import type { PropertyData } from './property-data';
import type { TitleProvider } from './title';
import type { AssetStatementReader, BrokerPriceOpinionProvider } from './valuation';

/** Every outside party the lending engine talks to (docs/architecture.md). */
export interface Providers {
  creditBureau: CreditBureau;
  propertyData: PropertyData;
  pricing: PricingProvider;
  title: TitleProvider;
  flood: FloodProvider;
  income: IncomeProvider;
  identityVerification: IdentityVerificationProvider;
  eSign: ESignProvider;
  notary: NotaryProvider;
  funding: FundingProvider;
  accountLink: AccountLinkProvider;
  conditionReview: ConditionReviewer;
  /** The broker price opinion of a home without an automated value. */
  brokerPriceOpinion: BrokerPriceOpinionProvider;
  /** The statements uploaded on product/assets. */
  assetStatements: AssetStatementReader;
}

export type { ProviderAddress, ProviderApplicant } from './applicant';
export type { CreditPullResult, CreditReport } from './credit-bureau';
export type { PropertyRecord } from './property-data';
export type { TitleReport } from './title';
export type { AccountLinkProvider, LinkedAccount, LinkInstitution } from './account-link';
