import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Registered, type TwoNodes, registerAndLogin, twoNodesOnOneDatabase } from './helper';

/**
 * Each node trusts a session it found live for SESSION_CACHE_MS; a logout is refused at once on the node
 * that handled it and, through the database's notification channel, on every other node sharing the database. The
 * cache time here is a minute, so only the announcement can explain a refusal on the other node.
 */
let nodes: TwoNodes;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
const env = { SESSION_CACHE_MS: '60000' };
const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';

beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase(env);
  ({ nodeA, nodeB } = nodes);
});

afterAll(async () => nodes?.close());

const profile = (app: FastifyInstance, user: Registered) =>
  app.inject({ url: '/identity/secure/api/v1_1/identity', headers: user.auth });

describe('session liveness across nodes', () => {
  it('refuses a logged-out token at once on the node that logged it out, even right after trusting it', async () => {
    const user = await registerAndLogin(nodeA);
    expect((await profile(nodeA, user)).statusCode).toBe(200);
    expect((await profile(nodeA, user)).statusCode).toBe(200);
    expect((await nodeA.inject({ method: 'POST', url: LOGOUT, headers: user.auth })).statusCode).toBe(200);
    const after = await profile(nodeA, user);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['unauthenticated'] });
  });

  it('refuses it on another node sharing the database once the logout is announced', async () => {
    const user = await registerAndLogin(nodeA);
    // Node B has found the session live and trusts it for a minute.
    expect((await profile(nodeB, user)).statusCode).toBe(200);
    expect((await nodeA.inject({ method: 'POST', url: LOGOUT, headers: user.auth })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await profile(nodeB, user)).statusCode).toBe(401), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("keeps the same person's other sessions live on both nodes", async () => {
    const user = await registerAndLogin(nodeA);
    const login = await nodeB.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: { 'x-org': 'summit' },
      payload: { email: user.email, password: user.password },
    });
    const other = { ...user, auth: { authorization: `Bearer ${login.json<{ jwt: string }>().jwt}` } };
    expect((await profile(nodeA, other)).statusCode).toBe(200);
    expect((await profile(nodeB, other)).statusCode).toBe(200);
    await nodeA.inject({ method: 'POST', url: LOGOUT, headers: user.auth });
    expect((await profile(nodeA, other)).statusCode).toBe(200);
    expect((await profile(nodeB, other)).statusCode).toBe(200);
  });
});
