import {
  isStateNotOfferedMessage,
  normalizePhone,
  type ConsentType,
  type OccupancyType,
  type ProductType,
  type RegistrationSubmitStage,
  type Message,
} from '@heloc/domain';
import type { AbilityToStart, ConsentPrompt, ConsentTypeVersion, CreateHelocBody } from '@heloc/domain/contracts';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { saveSessionLinkOnce } from '../../../lib/session-link';
import { createHeloc } from '../api/create-heloc';
import { joinWaitlist } from '../api/join-waitlist';
import { registerIdentity } from '../../../shared/identity/api/register-identity';
import { savePhoneAlias } from '../../../shared/identity/api/save-phone-alias';
import { saveSmsConsents } from '../api/save-sms-consents';
import { verifyAbilityToStart } from '../api/verify-ability-to-start';
import type { DraftAddress, RegistrationDraft } from '../draft/registration-draft';
import { REGISTRATION_EVENTS, sendRegistrationEvent } from '../telemetry';

export type SubmitOutcome =
  | { kind: 'created'; uuid: string }
  | { kind: 'waitlisted' }
  | { kind: 'account-exists' }
  | { kind: 'active-application'; ability: AbilityToStart }
  | { kind: 'state-not-offered'; message: string }
  | { kind: 'failed'; message: string | Message };

export interface SubmitInput {
  draft: RegistrationDraft;
  /** Held in memory only; absent for a signed-in visitor. */
  password: string;
  orgCode: string;
  productType: ProductType;
  /** docs/product/registration-and-routing.md §5: a signed-in visitor creates no identity. */
  isSignedIn: boolean;
  /** A signed-in visitor whose profile had no phone gave one here: it is saved as the identity alias too. */
  hasProfilePhone: boolean;
  identityUuid?: string | undefined;
  /** Prompts the visitor was shown, by consent type: their answers are saved after the application exists. */
  smsPrompts: Partial<Record<'SMS' | 'SMS_TRANSACTIONAL', ConsentPrompt>>;
  /** Consent document types and versions (the consent-types call). */
  loadConsentTypes: () => Promise<ConsentTypeVersion[]>;
  /** The new session's identity: shared with the session's own read of it, which the new token starts too. */
  loadIdentity: () => Promise<{ uuid: string }>;
  onStage?: (stage: RegistrationSubmitStage) => void;
  /** The application exists: its screens' first reads may start while the submit finishes. */
  onCreated?: (uuid: string) => void;
  /** The visit's tracking fields of the create call (lib/visit-tracking.ts createHelocTracking). */
  tracking?: Partial<
    Pick<CreateHelocBody, 'utmParameters' | 'abVersionsRequest' | 'marketingTools' | 'optimizelyProfileRequest'>
  >;
}

type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type Ready = Pick<Complete<RegistrationDraft>, 'income' | 'name' | 'dob' | 'email' | 'phoneNumber'> & {
  propertyAddress: DraftAddress & { occupancyType: OccupancyType };
};

const isReady = (draft: RegistrationDraft): draft is RegistrationDraft & Ready =>
  Boolean(
    draft.propertyAddress?.occupancyType && draft.income && draft.name && draft.dob && draft.email && draft.phoneNumber,
  );

const agreedConsents = (draft: RegistrationDraft): Record<ConsentType, boolean> => ({
  PRIVACY: draft.termPrivacyConsent === true,
  TERMS: draft.termPrivacyConsent === true,
  COMMUNICATIONS: draft.communicationConsent === true,
  SOFT_CREDIT: draft.termPrivacyConsent === true,
  SMS: draft.smsMarketingConsent === true,
  SMS_TRANSACTIONAL: draft.smsTransactionalConsent === true,
});

export const buildCreateHelocBody = (
  draft: RegistrationDraft & Ready,
  consentTypes: ConsentTypeVersion[],
  tracking: SubmitInput['tracking'] = {},
): CreateHelocBody => {
  const agreed = agreedConsents(draft);
  const { occupancyType, ...property } = draft.propertyAddress;
  return {
    consentListRequest: consentTypes.filter((c) => agreed[c.type]),
    consentRequests: (Object.keys(agreed) as ConsentType[]).map((type) => ({ type, agreed: agreed[type] })),
    // Registration asks nothing of co-deeders: their income is unknown (null), never 0 (docs/product/registration-and-routing.md §7).
    income: {
      incomePrimary: draft.income.income,
      incomeOther: draft.income.otherIncome ?? null,
      incomeCoDeeders: null,
    },
    profileRequest: {
      ...draft.name,
      middleName: draft.name.middleName || null,
      dob: draft.dob,
      email: draft.email,
      phoneNumber: normalizePhone(draft.phoneNumber).replace(/\D/g, ''),
    },
    propertyListedForSale: draft.isListedForSale === true,
    // docs/product/registration-and-routing.md §4: the home address is cleared when the occupancy is HOME.
    propertyRequest: {
      ...property,
      street2: property.street2 || null,
      occupancyType,
      homeAddress: occupancyType === 'HOME' ? null : (draft.homeAddress ?? null),
    },
    employmentType: draft.income.employmentType,
    offerCode: draft.offerCode ?? null,
    referrerId: draft.referrerId ?? null,
    referralId: draft.referralId ?? null,
    affiliateAbVersion: draft.affiliateAbVersion ?? null,
    affiliateAppIndicator: Boolean(draft.affiliates?.length),
    // Ours (docs/product/registration-and-routing.md §7 names the field only): an affiliate showed live offers when its
    // prefill carried the income they are priced on.
    affiliateLiveOffers: Boolean(draft.affiliates?.length) && draft.prefillIncome !== undefined,
    publish: true,
    // docs/product/registration-and-routing.md §7: the landing's utm parameters and marketing tools, the experiments
    // the visitor saw and their experiment profile.
    ...tracking,
  };
};

/**
 * The registration submit of docs/product/registration-and-routing.md §4, in REGISTRATION_SUBMIT_ORDER: waitlist check, identity creation, phone
 * saved, existing-account check, HELOC creation, SMS consents saved, events sent, then routing (left to the caller).
 */
export const submitRegistration = async (input: SubmitInput): Promise<SubmitOutcome> => {
  const { draft, onStage = () => {} } = input;
  if (!isReady(draft)) return { kind: 'failed', message: 'Registration is incomplete' };
  const phoneNumber = draft.phoneNumber;
  const phoneDigits = normalizePhone(phoneNumber).replace(/\D/g, '');
  // The consent document versions depend on nothing the submit does: asked for at once, used at creation.
  const consentTypes = input.loadConsentTypes();
  consentTypes.catch(() => undefined);

  onStage('waitlist-check');
  const { propertyAddress: address } = draft;
  const waitlist = await joinWaitlist({
    firstName: draft.name.firstName,
    lastName: draft.name.lastName,
    dob: draft.dob,
    email: draft.email,
    income: draft.income.income,
    street1: address.street1,
    street2: address.street2 || null,
    city: address.city,
    state: address.state,
    zip: address.zip,
    consent: draft.communicationConsent === true,
  });
  if (waitlist.waitlisted) return { kind: 'waitlisted' };

  let identityUuid = input.identityUuid;
  if (!input.isSignedIn) {
    onStage('identity-creation');
    try {
      await registerIdentity(input.orgCode, { email: draft.email, password: input.password, phoneNumber });
    } catch (error) {
      // docs/product/registration-and-routing.md §8: 401 from identity creation means the account exists.
      if (error instanceof ApiError && error.status === 401) return { kind: 'account-exists' };
      throw error;
    }
  }
  // Once signed in, reading the identity, saving the phone and the existing-account check need only the
  // session, not each other's answers: they go together (the stages are still reported in the spec's order).
  const identity = input.isSignedIn ? undefined : input.loadIdentity();
  let phoneSaved: Promise<unknown> | undefined;
  if (!input.isSignedIn || !input.hasProfilePhone) {
    onStage('phone-saved');
    phoneSaved = savePhoneAlias(phoneNumber);
  }
  onStage('existing-account-check');
  const [fetched, , ability] = await Promise.all([identity, phoneSaved, verifyAbilityToStart()]);
  if (fetched) identityUuid = fetched.uuid;
  if (!ability.canStartApplication) return { kind: 'active-application', ability };

  onStage('heloc-creation');
  let uuid: string;
  try {
    const body = buildCreateHelocBody(draft, await consentTypes, input.tracking);
    uuid = (await createHeloc(address.state, body, draft.idempotencyKey)).uuid;
    input.onCreated?.(uuid);
  } catch (error) {
    const message = errorMessageOf(error);
    // docs/product/registration-and-routing.md §8: only the state-not-offered failure keeps the user on the page.
    if (typeof message === 'string' && isStateNotOfferedMessage(message)) return { kind: 'state-not-offered', message };
    return { kind: 'failed', message };
  }

  onStage('sms-consents-saved');
  const answered = (['SMS', 'SMS_TRANSACTIONAL'] as const).flatMap((type) => {
    const prompt = input.smsPrompts[type];
    return prompt
      ? [
          {
            consentPromptUuid: prompt.uuid,
            optInOut: agreedConsents(draft)[type] ? ('OPT_IN' as const) : ('OPT_OUT' as const),
          },
        ]
      : [];
  });
  // Saving the SMS answers must not lose an application that already exists.
  const consentsSaved = answered.length
    ? saveSmsConsents({
        org: input.orgCode,
        source: 'heloc-registration',
        productType: input.productType,
        phone: phoneDigits,
        email: draft.email,
        consents: answered,
      }).catch(() => undefined)
    : undefined;

  // The events do not depend on the consents being saved: sent meanwhile, never awaited.
  onStage('events-sent');
  const event = { orgCode: input.orgCode, productType: input.productType, identityUuid, applicationUuid: uuid };
  void sendRegistrationEvent(REGISTRATION_EVENTS.helocStarted, event);
  void sendRegistrationEvent(REGISTRATION_EVENTS.appStarted, event);
  // docs/product/registration-and-routing.md §7 "link": the visit's session trail, recorded on the new application;
  // tried once more on failure, and never holding the borrower up.
  void saveSessionLinkOnce(uuid, input.orgCode)
    .catch(() => saveSessionLinkOnce(uuid, input.orgCode))
    .catch(() => undefined);
  await consentsSaved;

  onStage('routing');
  return { kind: 'created', uuid };
};
