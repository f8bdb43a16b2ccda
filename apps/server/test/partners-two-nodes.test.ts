import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROWS_CHANGED_CHANNEL } from '../src/platform/http/answer-memory';
import { type TwoNodes, twoNodesOnOneDatabase, waitUntilListening } from './helper';
import { createStaffSession } from './staff-fixtures';

/*
 * docs/organizations.md "Partners in the console": a partner's change made on one node answers on another within a
 * second, with no restart (each node's organisation directory hears the database's announcement; on PGlite both nodes
 * share the one instance).
 */

let nodes: TwoNodes;
beforeAll(async () => {
  nodes = await twoNodesOnOneDatabase({});
});
afterAll(async () => nodes.close());

const companyAtB = async () =>
  (
    await nodes.nodeB.inject({
      url: '/service-organization/api/v1/organization',
      headers: { host: 'heloc.lakeshorecu.example' },
    })
  ).json<{ orgMetaData: { companyName: string } }>().orgMetaData.companyName;

it('a partner renamed on node A is read renamed on node B within a second', async () => {
  await waitUntilListening(nodes.database, ROWS_CHANGED_CHANNEL, 2);
  expect(await companyAtB()).toBe('Lakeshore Community Credit Union');
  const admin = await createStaffSession(nodes.nodeA, { roles: ['ADMIN'], orgCodes: ['lakeshorecu'] });
  const url = '/console/api/v1/partners/lakeshorecu';
  const { partner } = (await nodes.nodeA.inject({ url, headers: admin.headers })).json<{
    partner: { displayName: Record<string, string> };
  }>();
  const saved = await nodes.nodeA.inject({
    method: 'PUT',
    url,
    headers: admin.headers,
    payload: { ...partner, displayName: { ...partner.displayName, en: 'Lakeshore Credit Union' } },
  });
  expect(saved.statusCode).toBe(200);
  const since = Date.now();
  while ((await companyAtB()) !== 'Lakeshore Credit Union') {
    expect(Date.now() - since).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
