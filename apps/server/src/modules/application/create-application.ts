import { randomInt, randomUUID } from 'node:crypto';
import {
  dateOfBirthSchema,
  employmentTypeSchema,
  lastNameSchema,
  occupancySchema,
  REFERRER_UNLICENSED_STATE_MESSAGE,
  stateNotOfferedMessage,
  type Organization,
} from '@heloc/domain';
import type { CreateHelocBody } from '@heloc/domain/contracts';
import { z } from 'zod';
import { sealBirthDate } from '../../platform/crypto';
import { json } from '../../platform/database/json';
import { AppError } from '../../platform/http/errors';
import { insertParticipant } from '../../platform/database/participants.repo';
import { updateProfileOptimizelyUuid } from '../../platform/database/profiles.repo';
import { findActiveLoanOfficer, findReferral, markReferralUsed, REFERRAL_INQUIRY_STATUS } from '../lead-portal';
import { completeProfile } from '../profile';
import { inTransaction, type ServiceContext } from '../service-context';
import { readExistingApplication } from '../../workflow';
import { upsertTrackerProfile } from './application.repo';
import { recentCompletion } from './application-start';

export interface CreateApplicationInput {
  identityUuid: string;
  org: Organization;
  /** The state query of the call (docs/product/registration-and-routing.md §7 "query state"). */
  state: string;
  body: CreateHelocBody;
  idempotencyKey: string | undefined;
}

/** docs/product/registration-and-routing.md §8: the client keeps the user on the page only for this message prefix. */
export const notOfferedMessage = stateNotOfferedMessage;

// The registration rules of docs/product/registration-and-routing.md §5 that the contract's shapes cannot express, with the domain's own messages.
const registrationRules = (org: Organization, state: string, now: Date, isProduction: boolean) =>
  z.object({
    // docs/product/widgets-and-calculations.md §5: letters, hyphen and space; digits too outside production.
    lastName: lastNameSchema({ allowDigits: !isProduction }),
    employmentType: employmentTypeSchema,
    occupancyType: occupancySchema,
    dob: dateOfBirthSchema({ asOf: now, state, ageRestricted: org.orgMetaData.variant.isAgeRestricted }),
  });

const checkRules = (input: CreateApplicationInput, now: Date, isProduction: boolean) => {
  const { body, state, org } = input;
  if (body.propertyRequest.state !== state) {
    throw new AppError('bad_request', 'propertyRequest.state: must be the state of the query');
  }
  const parsed = registrationRules(org, state, now, isProduction).safeParse({
    lastName: body.profileRequest.lastName,
    employmentType: body.employmentType,
    occupancyType: body.propertyRequest.occupancyType,
    dob: body.profileRequest.dob,
  });
  if (!parsed.success) {
    throw new AppError('bad_request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', '));
  }
  // docs/product/registration-and-routing.md §8: a state the organisation does not serve.
  if (!org.orgMetaData.licensedStates.includes(state)) throw new AppError('bad_request', notOfferedMessage(state));
};

const checkReferrer = async (db: ServiceContext['db'], input: CreateApplicationInput) => {
  const { referrerId } = input.body;
  const variant = input.org.orgMetaData.variant;
  const officer = referrerId ? await findActiveLoanOfficer(db, referrerId, input.org.orgCode) : undefined;
  // docs/product/registration-and-routing.md §5: a referring-loan-officer-required organisation must have a valid referrer.
  if (variant.requiresReferringLoanOfficer && !officer) {
    throw new AppError('bad_request', 'A referring loan officer is required to apply with this lender');
  }
  // docs/product/registration-and-routing.md §5: states where the referrer has no licence are blocked.
  if (officer?.enforce_licensed_states_for_referral && !officer.licensed_states.includes(input.state)) {
    throw new AppError('bad_request', REFERRER_UNLICENSED_STATE_MESSAGE);
  }
  return officer;
};

/** Where the applicant lives: the property when it is their home, else the home address they gave. */
const homeAddressOf = (property: CreateHelocBody['propertyRequest']) => {
  const home = property.occupancyType === 'HOME' || !property.homeAddress ? property : property.homeAddress;
  return { street1: home.street1, street2: home.street2 ?? null, city: home.city, state: home.state, zip: home.zip };
};

const loanNumber = () => `HL${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * docs/product/registration-and-routing.md §7 Create HELOC. Idempotent: the same idempotency key, or any active application of this identity in this
 * organisation, answers that application instead of a second one (created = false). The partial unique index on
 * (identity, organisation) where active settles two concurrent creates: the loser's insert does nothing and it
 * answers the winner's application.
 */
export const createApplication = async (
  ctx: ServiceContext,
  input: CreateApplicationInput,
): Promise<{ uuid: string; created: boolean }> => {
  const now = ctx.now();
  checkRules(input, now, ctx.config.nodeEnv === 'production');
  const { identityUuid, org, body, idempotencyKey } = input;

  return inTransaction(ctx, async ({ db: trx, workflow, cipher }) => {
    const existing = await readExistingApplication(trx, identityUuid, org.orgCode, idempotencyKey);
    if (existing) return { uuid: existing.uuid, created: false };

    const completed = await recentCompletion(trx, identityUuid, now);
    if (completed) {
      throw new AppError(
        'bad_request',
        `A new HELOC can be started 45 days after the last one opened, from ${completed.waitUntil}`,
      );
    }
    const officer = await checkReferrer(trx, input);
    // docs/product/registration-and-routing.md §2: an application from a loan officer's inquiry is an inquiry application.
    const referral = body.referralId ? await findReferral(trx, body.referralId) : undefined;
    const isInquiry = referral?.status === REFERRAL_INQUIRY_STATUS && referral.org_code === org.orgCode;

    const uuid = randomUUID();
    const { propertyRequest: property, profileRequest: person } = body;
    const inserted = await workflow.applications.create(trx, {
      uuid,
      identity_uuid: identityUuid,
      org_code: org.orgCode,
      loan_number: loanNumber(),
      checklist_status: workflow.initialStatus,
      property_street1: property.street1,
      property_street2: property.street2 ?? null,
      property_city: property.city,
      property_state: property.state,
      property_zip: property.zip,
      occupancy_type: property.occupancyType,
      // docs/product/registration-and-routing.md §4: the home address is cleared when the property is the home.
      home_address: json(property.occupancyType === 'HOME' ? null : (property.homeAddress ?? null)),
      property_listed_for_sale: body.propertyListedForSale,
      is_crypto: org.orgMetaData.variant.isCrypto,
      is_inquiry: isInquiry,
      idempotency_key: idempotencyKey ?? null,
      applicant: json({
        firstName: person.firstName,
        middleName: person.middleName ?? null,
        lastName: person.lastName,
        suffix: person.suffix ?? null,
        // The date of birth is sealed at rest, bound to this application.
        dobSealed: sealBirthDate(cipher, person.dob, 'applications', uuid, 'applicant.dob'),
        email: person.email,
        phoneNumber: person.phoneNumber,
      }),
      income: json({
        incomePrimary: body.income.incomePrimary,
        incomeOther: body.income.incomeOther ?? null,
        incomeCoDeeders: body.income.incomeCoDeeders ?? null,
      }),
      employment_type: body.employmentType,
      referrer_uuid: officer?.uuid ?? null,
      wholesale_broker_nmls: officer?.wholesale_broker_nmls ?? null,
      referral_uuid: body.referralId ?? null,
      offer_code: body.offerCode ?? null,
      consents: json(
        body.consentRequests.map((c) => ({
          type: c.type,
          agreed: c.agreed,
          version: body.consentListRequest.find((l) => l.type === c.type)?.version ?? null,
        })),
      ),
      experiments: json(body.abVersionsRequest ?? []),
      utm_parameters: json(body.utmParameters ?? {}),
      marketing_tools: json(
        body.marketingTools
          ? {
              totalExpertOwnerId: body.marketingTools.totalExpertOwnerId ?? null,
              totalExpertContactId: body.marketingTools.totalExpertContactId ?? null,
            }
          : null,
      ),
      created_at: now,
      updated_at: now,
      // In its first status since now (the pipeline's time in status).
      status_changed_at: now,
    });

    if (!inserted) {
      // A concurrent create of the same identity won the unique index: answer its application.
      const winner = await readExistingApplication(trx, identityUuid, org.orgCode, idempotencyKey);
      if (!winner) throw new AppError('conflict', 'The application could not be created, please try again');
      return { uuid: winner.uuid, created: false };
    }

    await insertParticipant(trx, uuid, identityUuid, 'PRIMARY');
    // docs/product/registration-and-routing.md §3: what registration asked about the person is the profile's too, so
    // the profile is done once the application exists (the start/profile rule of §4 then does not hold).
    await completeProfile(
      { db: trx, cipher },
      identityUuid,
      {
        firstName: person.firstName,
        middleName: person.middleName ?? null,
        lastName: person.lastName,
        suffix: person.suffix && person.suffix !== 'N/A' ? person.suffix : null,
        dob: person.dob,
        homeAddress: homeAddressOf(property),
      },
      now,
    );
    // docs/product/application-area.md §7: the experiment profile the visitor was bucketed under is the identity's.
    if (body.optimizelyProfileRequest) {
      await upsertTrackerProfile(
        trx,
        identityUuid,
        { optimizely_profile_uuid: body.optimizelyProfileRequest.optimizelyProfileUuid },
        now,
      );
      await updateProfileOptimizelyUuid(trx, identityUuid, body.optimizelyProfileRequest.optimizelyProfileUuid, now);
    }
    if (body.referralId) await markReferralUsed(trx, body.referralId);
    await workflow.start(trx, uuid, { by: `identity:${identityUuid}` });
    return { uuid, created: true };
  });
};
