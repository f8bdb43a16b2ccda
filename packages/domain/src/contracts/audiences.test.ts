import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUDIENCES, type Contract } from './contract';
import { HELOC_APPLICATION_PATH } from './application';
import * as contracts from './index';

/*
 * Every call names its audience (contract.ts `Audience`): the server's route builder checks it before it reads the
 * request, and the server's route walk (apps/server/test/route-audiences.test.ts) calls every route with every kind of
 * caller against it. Here: the declarations themselves.
 */

const ALL = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
);
const ON_ONE_APPLICATION = ALL.filter(([, c]) => c.auth === 'borrower' || c.auth === 'participant');

/** The path parameter naming the application a call is about: `uuid`, or `appUuid` where the spec names it so. */
const applicationParamOf = (contract: Contract): string | undefined =>
  ['uuid', 'appUuid'].find((name) => contract.path.split('/').includes(`:${name}`));

describe('the audience of every call', () => {
  it('is one of the audiences', () => {
    expect(ALL.length).toBeGreaterThan(200);
    for (const [name, contract] of ALL) expect(AUDIENCES, name).toContain(contract.auth);
  });

  it('on one application, names the application in the path, a uuid (a caller of no part in it: 404)', () => {
    expect(ON_ONE_APPLICATION.length).toBeGreaterThan(70);
    for (const [name, contract] of ON_ONE_APPLICATION) {
      const param = applicationParamOf(contract);
      expect(param, name).toBeDefined();
      const schema = (contract.params?.shape as Record<string, z.ZodType> | undefined)?.[param ?? ''];
      expect(schema?.safeParse(randomUUID()).success, name).toBe(true);
      expect(schema?.safeParse('not-a-uuid').success, name).toBe(false);
      expect(Object.keys(contract.response), name).toContain('404');
    }
  });

  it('with a token or the sandbox key, documents the 401 of the wrong credentials', () => {
    for (const [name, contract] of ALL)
      if (contract.auth !== 'public') expect(Object.keys(contract.response), name).toContain('401');
  });

  it("is the agent portal's exactly for the agent portal's signed-in calls", () => {
    const agentCalls = ALL.filter(([, c]) => c.path.startsWith('/identity-broker/agent/secure/')).map(([n]) => n);
    expect(ALL.filter(([, c]) => c.auth === 'agent').map(([n]) => n)).toEqual(agentCalls);
    expect(agentCalls.sort()).toEqual(['agentFigureInfoContract', 'agentLogoutContract']);
  });

  it("lets an additional signer reach, of the application service's calls on one application, only the closing package, the notary, the complete screen and a document download (docs/product/widgets-and-calculations.md §6)", () => {
    const signerCalls = ALL.filter(
      ([, c]) => c.auth === 'participant' && c.path.startsWith(`${HELOC_APPLICATION_PATH}/`),
    ).map(([, c]) => `${c.method} ${c.path.slice(HELOC_APPLICATION_PATH.length)}`);
    expect(signerCalls.sort()).toEqual(
      [
        'GET /closing',
        'POST /closing/consent',
        'POST /closing/documents/:documentId/read',
        'POST /closing/documents/:documentId/signatures',
        'POST /closing/complete',
        'GET /notary',
        'POST /notary/session',
        'POST /notary/session/identity',
        'POST /notary/session/questions',
        'POST /notary/session/seal',
        'POST /notary/in-person',
        'GET /notary/slots',
        'PUT /notary/reservation',
        'DELETE /notary/reservation',
        'GET /complete',
        'GET /documents/:documentUuid',
      ].sort(),
    );
  });
});
