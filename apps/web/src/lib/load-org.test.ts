import { describe, expect, it } from 'vitest';
import { buildOrg, jsonResponse } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { loadOrganization, NO_ORG_DATA_MESSAGE } from './load-org';

const pageWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'org-data';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
};

describe('loadOrganization', () => {
  it('reads the record the server embedded in #org-data', async () => {
    const { calls } = mockFetch({});
    const org = buildOrg({ orgCode: 'lakeshorecu' });
    expect(await loadOrganization(pageWith(JSON.stringify(org)), '')).toEqual({ org, source: 'page' });
    expect(calls).toHaveLength(0);
  });

  it('fetches the record when the page carries none, forwarding ?org=', async () => {
    const org = buildOrg();
    const { calls } = mockFetch({ 'GET /service-organization/api/v1/organization': jsonResponse(org) });
    expect(await loadOrganization(pageWith(null), '?org=summit')).toEqual({ org, source: 'fetch' });
    expect(calls[0]!.url).toBe('/service-organization/api/v1/organization?org=summit');
  });

  it("fails with 'No private label data found' when neither works", async () => {
    mockFetch({});
    await expect(loadOrganization(pageWith('{"broken": true}'), '')).rejects.toThrow(NO_ORG_DATA_MESSAGE);
  });
});
