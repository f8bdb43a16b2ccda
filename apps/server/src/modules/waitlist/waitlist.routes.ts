import { randomUUID } from 'node:crypto';
import { joinWaitlistContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { json } from '../../db/json';
import { contractRoute } from '../../lib/contract-route';
import { isStateServed } from '../eligibility/eligibility.service';

/**
 * spec 01 §4: the first step of the registration submit. Every check is stored; the visitor is wait-listed (and the
 * registration stops) when the organisation of the request does not lend in the property's state.
 */
export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, joinWaitlistContract, async (request) => {
    const org = await request.resolveOrg();
    const { body } = request;
    const waitlisted = !isStateServed(org, body.state);
    await app.engine.db
      .insertInto('waitlist_entries')
      .values({
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
        created_at: app.clock(),
      })
      .execute();
    return { waitlisted };
  });
};
