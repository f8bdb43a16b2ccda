import { randomUUID } from 'node:crypto';
import type { Organization } from '@heloc/domain';
import type { JoinWaitlistBody } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import { isStateServed } from '../eligibility/eligibility.service';
import type { ServiceContext } from '../service-context';
import { insertWaitlistEntry } from './waitlist.repo';

/**
 * spec 01 §4: the first step of the registration submit. Every check is stored; the visitor is wait-listed (and the
 * registration stops) when the organisation of the request does not lend in the property's state.
 */
export const joinWaitlist = async ({ db, now }: ServiceContext, org: Organization, body: JoinWaitlistBody) => {
  const waitlisted = !isStateServed(org, body.state);
  await insertWaitlistEntry(db, {
    uuid: randomUUID(),
    org_code: org.orgCode,
    first_name: body.firstName,
    last_name: body.lastName,
    dob: json(body.dob),
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
