import type { CoDeedStatus, OutboxEmail } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_HEADERS, appUrl, createHeloc } from './engine-fixtures';
import { type Registered, TEST_PASSWORD, registerAndLogin, uniqueEmail } from './helper';

/*
 * An application with an additional signer who has joined (docs/product/application-area.md §2.2): the primary
 * applicant of the Coowner persona at CO_DEED_REQ invites the title co-owner, and the co-owner creates their login
 * from the invitation e-mail of the sandbox outbox.
 */

const INVITATIONS = '/service-application/external/api/v1/heloc/signer-invitations';
const CO_DEED = '/service-application/api/v1/application/heloc/co-deed/status';

/** The e-mails the sandbox outbox holds for one address, oldest first. */
export const outboxFor = async (app: FastifyInstance, to: string): Promise<OutboxEmail[]> => {
  const res = await app.inject({
    url: `/sandbox/api/v1/email-outbox?to=${encodeURIComponent(to)}`,
    headers: SANDBOX_HEADERS,
  });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json();
};

export interface SignerSession {
  email: string;
  auth: { authorization: string };
}

export interface ApplicationWithSigner {
  primary: Registered;
  uuid: string;
  signer: SignerSession;
}

/** A Coowner applicant at CO_DEED_REQ whose title co-owner has joined as an additional signer. */
export const applicationWithSigner = async (app: FastifyInstance): Promise<ApplicationWithSigner> => {
  const primary = await registerAndLogin(app);
  const uuid = await createHeloc(app, primary, { lastName: 'Coowner' });
  const moved = await app.inject({
    method: 'POST',
    url: `/sandbox/api/v1/applications/${uuid}/status`,
    headers: SANDBOX_HEADERS,
    payload: { checklistStatus: 'CO_DEED_REQ' },
  });
  if (moved.statusCode !== 200) throw new Error(`status: ${moved.statusCode} ${moved.body}`);
  const status = await app.inject({ url: `${CO_DEED}?applicationUuid=${uuid}`, headers: primary.auth });
  const coOwner = status.json<CoDeedStatus>().signers.find((s) => s.source === 'TITLE');
  if (!coOwner) throw new Error('no title co-owner listed');
  const email = uniqueEmail('jordan');
  const invited = await app.inject({
    method: 'POST',
    url: `${appUrl(uuid)}/signers/${coOwner.uuid}/invitation`,
    headers: primary.auth,
    payload: { firstName: 'Jordan', lastName: 'Coowner', email },
  });
  if (invited.statusCode !== 200) throw new Error(`invitation: ${invited.statusCode} ${invited.body}`);
  const [mail] = await outboxFor(app, email);
  const token = mail && /\/account\/heloc\/heloc-signer\/resume#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  const accepted = await app.inject({
    method: 'POST',
    url: `${INVITATIONS}/accept`,
    payload: { token, password: TEST_PASSWORD, phoneNumber: '(555) 222-3333' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const { jwt } = accepted.json<{ jwt: string }>();
  return { primary, uuid, signer: { email, auth: { authorization: `Bearer ${jwt}` } } };
};
