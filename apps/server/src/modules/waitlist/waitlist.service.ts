import { randomUUID } from 'node:crypto';
import type { Organization } from '@heloc/domain';
import type { JoinWaitlistBody } from '@heloc/domain/contracts';
import { sealBirthDate } from '../../platform/crypto';
import { json } from '../../platform/database/json';
import { isStateServed } from '../eligibility';
import type { ServiceContext } from '../service-context';
import { insertWaitlistEntry, listPlainWaitlistBirthDates, sealWaitlistBirthDate } from './waitlist.repo';

/**
 * docs/product/registration-and-routing.md §4: the first step of the registration submit. Every check is stored; the visitor is wait-listed (and the
 * registration stops) when the organisation of the request does not lend in the property's state.
 */
export const joinWaitlist = async ({ db, now, cipher }: ServiceContext, org: Organization, body: JoinWaitlistBody) => {
  const waitlisted = !isStateServed(org, body.state);
  const uuid = randomUUID();
  await insertWaitlistEntry(db, {
    uuid,
    org_code: org.orgCode,
    first_name: body.firstName,
    last_name: body.lastName,
    dob: json(null),
    // Sealed at rest, bound to this entry.
    dob_sealed: sealBirthDate(cipher, body.dob, 'waitlist_entries', uuid, 'dob'),
    email: body.email,
    income: body.income,
    street1: body.street1,
    street2: body.street2 ?? null,
    city: body.city,
    state: body.state,
    zip: body.zip,
    consent: body.consent,
    waitlisted,
    created_at: now(),
  });
  return { waitlisted };
};

/** Entries written before dates of birth were sealed (migration 0012) are sealed at start-up, once. */
export const sealPlainWaitlistBirthDates = async ({ db, cipher }: ServiceContext): Promise<number> => {
  const rows = await listPlainWaitlistBirthDates(db);
  for (const row of rows) {
    if (row.dob)
      await sealWaitlistBirthDate(db, row.uuid, sealBirthDate(cipher, row.dob, 'waitlist_entries', row.uuid, 'dob'));
  }
  return rows.length;
};
