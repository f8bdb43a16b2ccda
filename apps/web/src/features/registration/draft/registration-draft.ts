import type { OccupancyType, RegistrationEmploymentType, RegistrationNameSuffix } from '@heloc/domain';

/**
 * The registration data of docs/product/registration-and-routing.md §3, as the steps fill it in. Kept in sessionStorage so a reload keeps the steps
 * already done (never the password, which lives only in memory: see draft-context).
 */
export interface DraftAddress {
  street1: string;
  street2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

export interface DraftDob {
  day: number;
  month: number;
  year: number;
}

export interface RegistrationDraft {
  propertyAddress?: (DraftAddress & { occupancyType?: OccupancyType | undefined }) | undefined;
  homeAddress?: DraftAddress | undefined;
  isListedForSale?: boolean | undefined;
  // docs/product/registration-and-routing.md §5: UNEMPLOYED never gets past the income step.
  income?:
    | {
        income: number;
        otherIncome?: number | undefined;
        employmentType: Exclude<RegistrationEmploymentType, 'UNEMPLOYED'>;
      }
    | undefined;
  name?:
    | { firstName: string; middleName?: string | undefined; lastName: string; suffix: RegistrationNameSuffix }
    | undefined;
  dob?: DraftDob | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  termPrivacyConsent?: boolean | undefined;
  communicationConsent?: boolean | undefined;
  smsMarketingConsent?: boolean | undefined;
  smsTransactionalConsent?: boolean | undefined;
  // docs/product/registration-and-routing.md §3 flags.
  hasSaleStatusBeenSet?: boolean | undefined;
  hasIncomeBeenSet?: boolean | undefined;
  isPrepopComplete?: boolean | undefined;
  isEmailPrefilledByProfile?: boolean | undefined;
  isNamePrefilledByProfile?: boolean | undefined;
  isDobPrefilledByProfile?: boolean | undefined;
  /** Annual income (dollars) from an affiliate prefill, offered as the income step's starting value. */
  prefillIncome?: number | undefined;
  // How the visitor arrived (docs/product/registration-and-routing.md §5, §7).
  referrerId?: string | undefined;
  referralId?: string | undefined;
  offerCode?: string | undefined;
  affiliates?: string[] | undefined;
  affiliateAbVersion?: string | undefined;
  /** What a step held, unchecked, when the user went Back from it (never a password): shown again on return. */
  typed?: Record<string, Record<string, unknown>> | undefined;
  /** Sent as the create call's idempotency-key: one application however often the submit is retried. */
  idempotencyKey: string;
}

export const DRAFT_STORAGE_KEY = 'heloc.registration-draft';

export const newIdempotencyKey = (): string => crypto.randomUUID();

export const emptyDraft = (): RegistrationDraft => ({ idempotencyKey: newIdempotencyKey() });

/** The stored draft, or a new empty one when there is none or it cannot be read. */
export const loadDraft = (storage: Storage = sessionStorage): RegistrationDraft => {
  try {
    const stored = storage.getItem(DRAFT_STORAGE_KEY);
    if (!stored) return emptyDraft();
    const parsed = JSON.parse(stored) as Partial<RegistrationDraft>;
    return { ...parsed, idempotencyKey: parsed.idempotencyKey || newIdempotencyKey() };
  } catch {
    return emptyDraft();
  }
};

export const saveDraft = (draft: RegistrationDraft, storage: Storage = sessionStorage): void => {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the flow still works for this page's life.
  }
};

export const clearDraft = (storage: Storage = sessionStorage): void => {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
};
