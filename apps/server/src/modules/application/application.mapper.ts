import { incomeSourceOfMethod } from '@heloc/domain';
import type { HelocApplication, Liability, Offer, SelectedOffer } from '@heloc/domain/contracts';
import type { ApplicationRow, CreditTradeline } from '../../platform/database/schema';
import { propertyAddressOf, statusFieldsOf } from '../../workflow';

const last4 = (digits: string): string => digits.slice(-4);

/** What the application answer reads besides its row. */
export interface ApplicationReadExtras {
  signerIdentities: string[];
  /** The open accounts of the latest credit report (none before the first pull). */
  tradelines: readonly CreditTradeline[];
  /** The title search's liens with the applicant's choice on each (action PAY_OFF: to be paid off at closing). */
  liens: readonly { position: number; action: string | null }[];
  /** The income verification methods asked for, oldest first. */
  incomeMethods: readonly string[];
  /** From the lender's pricing (workflow applicationPricingFactsOf). */
  pricingFacts: { ofeeMaxThreshold: number | null; requiredAssetsDollars: number };
}

// docs/product/widgets-and-calculations.md §4 Subdecision: the offers a debt-to-income limit cut down.
const DTI_LIMITED_SUB_DECISIONS: readonly (string | null)[] = ['UNVERIFIED_DTI_LIMITED', 'VERIFIED_DTI_LIMITED'];

/**
 * docs/product/widgets-and-calculations.md §3: the liabilities are the credit report's accounts; one secured by the
 * property whose lien the applicant chose to pay off is MARKED_FOR_PAYOFF (whatever its payoff letter's progress:
 * the draw limits count it as paid off from the line, docs/product/widgets-and-calculations.md §9).
 */
export const liabilitiesOf = (extras: Pick<ApplicationReadExtras, 'tradelines' | 'liens'>): Liability[] =>
  extras.tradelines.map((t) => ({
    monetaryBalance: t.balanceDollars,
    monetaryCalculatedNextPaymentMinimumAmount: t.minimumPaymentDollars,
    payOff: {
      status:
        t.lienPosition !== null && extras.liens.some((l) => l.position === t.lienPosition && l.action === 'PAY_OFF')
          ? 'MARKED_FOR_PAYOFF'
          : null,
    },
  }));

/** The read model of docs/product/registration-and-routing.md §3 / docs/product/widgets-and-calculations.md §3 from the stored row. Fields the engine does not drive yet are empty. */
export const toHelocApplication = (row: ApplicationRow, extras: ApplicationReadExtras): HelocApplication => {
  const { signerIdentities } = extras;
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offers = (row.offers ?? []) as Offer[];
  const chosen = selected ? offers.find((o) => o.term === selected.term && o.type === selected.type) : undefined;
  return {
    uuid: row.uuid,
    loanNumber: row.loan_number,
    property: propertyAddressOf(row),
    adjustedHomeAmount: row.property_value_dollars,
    // bank/autopay writes the rate the line is priced at (with or without the AUTOPAY discount) on the choice.
    rate: selected?.rate ?? chosen?.rate ?? null,
    amount: selected?.drawAmount ?? null,
    term: selected?.term ?? null,
    rateType: (selected?.type as HelocApplication['rateType']) ?? null,
    uwCalculatedDrawAmount: chosen?.maxDraw ?? null,
    isInquiry: row.is_inquiry,
    isCrypto: row.is_crypto,
    activeForAppStart: row.active && !row.is_inquiry,
    active: row.active,
    referrer: row.referrer_uuid
      ? { referrerUuid: row.referrer_uuid, wholesaleBrokerNmls: row.wholesale_broker_nmls }
      : null,
    disburseAccount:
      row.disburse_routing_number && row.disburse_account_number
        ? {
            // Only the last 4 digits are kept on the application (the full numbers live encrypted in bank_accounts).
            routingNumber: `****${last4(row.disburse_routing_number)}`,
            mask: last4(row.disburse_account_number),
            accountNumber: `****${last4(row.disburse_account_number)}`,
          }
        : null,
    status: statusFieldsOf(row),
    decision: row.uw_decision,
    subDecision: row.uw_sub_decision,
    consents: row.consents.filter((c) => c.agreed).map((c) => ({ type: c.type })),
    // The assets path: the least verified assets that qualify, from the debts, the income and the lender's maxDti.
    assetDepletion:
      row.checklist_status === 'ASSETS_PREQUAL'
        ? {
            complete: false,
            amount: Number.isFinite(extras.pricingFacts.requiredAssetsDollars)
              ? extras.pricingFacts.requiredAssetsDollars
              : null,
          }
        : null,
    offers,
    pricingSheetVersion: offers.length > 0 ? row.pricing_sheet_version : null,
    selectedOffer: selected,
    costs: chosen
      ? [
          {
            feeType: 'RECORDING_TAX',
            borrowerPaidAmount: chosen.maxRecordingTax,
            totalPaidByBorrower: chosen.maxRecordingTax,
            jsCriteria: null,
          },
        ]
      : [],
    liabilities: liabilitiesOf(extras),
    ofeeMaxThreshold: extras.pricingFacts.ofeeMaxThreshold,
    // Ours: the offers stand at their full amounts when priced and no debt-to-income limit cut them down.
    maxDtiUnlimited: offers.length > 0 && !DTI_LIMITED_SUB_DECISIONS.includes(row.uw_sub_decision),
    // Each income request made (a verification attempt) with the source it went through.
    incomeRequestRecords: extras.incomeMethods.map((method) => ({ methods: [incomeSourceOfMethod(method)] })),
    helocSigners: signerIdentities.map((identityUuid) => ({ identityUuid })),
    additionalSignerVersion: signerIdentities.length > 0 ? 1 : null,
    auditFields: { createdDate: row.created_at.toISOString() },
  };
};
