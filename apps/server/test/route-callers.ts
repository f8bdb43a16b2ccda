import { STAFF_ROLES, type StaffRole } from '@heloc/domain';
import type { CoDeedStatus, OutboxEmail } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_HEADERS, appUrl, createHeloc } from './engine-fixtures';
import { type Registered, registerAndLogin, uniqueEmail } from './helper';
import { createPartialStaffSession, createStaffSession } from './staff-fixtures';

/*
 * One caller of each kind around one application X (route-audiences.test.ts): nobody, a token of no one, X's primary
 * applicant, an additional signer of X who claimed their invitation, a customer who takes no part in X, a broker
 * signed in to the agent portal, a console member of X's organisation with each role, a console session without its
 * second factor, and the sandbox key.
 */

export type CallerKind =
  'visitor' | 'no one' | 'borrower' | 'signer' | 'stranger' | 'agent' | 'staff' | 'staff-partial' | 'sandbox';

export interface Caller {
  name: string;
  kind: CallerKind;
  /** A console member's one role. */
  role?: StaffRole;
  headers: Record<string, string>;
}

export interface Callers {
  /** X: at CO_DEED_REQ, its title co-owner joined as an additional signer. */
  applicationUuid: string;
  orgCode: string;
  borrower: Registered;
  signer: Registered;
  agent: Registered;
  all: Caller[];
}

const ORG = 'summit';
const CO_DEED = '/service-application/api/v1/application/heloc/co-deed/status';
const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';

const ok = async (what: string, answer: Promise<{ statusCode: number; body: string }>) => {
  const res = await answer;
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
};

/** A customer who already has a login joins X as its title co-owner through the invitation e-mail's link. */
const signerOf = async (app: FastifyInstance, primary: Registered, uuid: string): Promise<Registered> => {
  const signer = await registerAndLogin(app, { org: ORG, email: uniqueEmail('co-owner') });
  const status = await ok('co-deed', app.inject({ url: `${CO_DEED}?applicationUuid=${uuid}`, headers: primary.auth }));
  const coOwner = JSON.parse(status.body) as CoDeedStatus;
  const title = coOwner.signers.find((s) => s.source === 'TITLE');
  if (!title) throw new Error('no title co-owner listed');
  await ok(
    'invitation',
    app.inject({
      method: 'POST',
      url: `${appUrl(uuid)}/signers/${title.uuid}/invitation`,
      headers: primary.auth,
      payload: { firstName: 'Jordan', lastName: 'Coowner', email: signer.email },
    }),
  );
  const outbox = await ok(
    'outbox',
    app.inject({
      url: `/sandbox/api/v1/email-outbox?to=${encodeURIComponent(signer.email)}`,
      headers: SANDBOX_HEADERS,
    }),
  );
  const [mail] = JSON.parse(outbox.body) as OutboxEmail[];
  const token = mail && /#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  await ok(
    'claim',
    app.inject({ method: 'POST', url: `${INVITATIONS}/claim`, headers: signer.auth, payload: { token } }),
  );
  return signer;
};

/** A broker: a customer login the lender marked as one, signed in through the agent portal. */
const agentOf = async (app: FastifyInstance): Promise<Registered> => {
  const broker = await registerAndLogin(app, { org: ORG, email: uniqueEmail('broker') });
  await app.db.updateTable('identities').set({ is_broker: true }).where('uuid', '=', broker.identityUuid).execute();
  const res = await ok(
    'agent login',
    app.inject({
      method: 'POST',
      url: '/identity-broker/agent/api/v3/login',
      headers: { 'x-org': ORG },
      payload: { email: broker.email, password: broker.password },
    }),
  );
  const { jwt } = JSON.parse(res.body) as { jwt: string };
  return { ...broker, jwt, auth: { authorization: `Bearer ${jwt}` } };
};

export const createCallers = async (app: FastifyInstance): Promise<Callers> => {
  const borrower = await registerAndLogin(app, { org: ORG });
  const uuid = await createHeloc(app, borrower, { lastName: 'Coowner' });
  await ok(
    'status',
    app.inject({
      method: 'POST',
      url: `/sandbox/api/v1/applications/${uuid}/status`,
      headers: SANDBOX_HEADERS,
      payload: { checklistStatus: 'CO_DEED_REQ' },
    }),
  );
  const signer = await signerOf(app, borrower, uuid);
  const stranger = await registerAndLogin(app, { org: ORG });
  const agent = await agentOf(app);
  const staff: Caller[] = [];
  for (const role of STAFF_ROLES) {
    const session = await createStaffSession(app, { roles: [role], orgCodes: [ORG] });
    staff.push({ name: `staff ${role}`, kind: 'staff', role, headers: session.headers });
  }
  const partial = await createPartialStaffSession(app, { roles: ['ADMIN'], orgCodes: [ORG] });
  return {
    applicationUuid: uuid,
    orgCode: ORG,
    borrower,
    signer,
    agent,
    all: [
      { name: 'visitor', kind: 'visitor', headers: {} },
      { name: 'a token of no one', kind: 'no one', headers: { authorization: 'Bearer not-a-session' } },
      { name: 'borrower', kind: 'borrower', headers: borrower.auth },
      { name: 'signer', kind: 'signer', headers: signer.auth },
      { name: 'stranger', kind: 'stranger', headers: stranger.auth },
      { name: 'agent', kind: 'agent', headers: agent.auth },
      ...staff,
      { name: 'staff without the second factor', kind: 'staff-partial', headers: partial.headers },
      { name: 'sandbox key', kind: 'sandbox', headers: SANDBOX_HEADERS },
    ],
  };
};
