// Figure 15 ("a sheet or brand change on every node"): two server nodes on one PostgreSQL; an admin publishes a
// pricing sheet on the first, and the second is asked ("price a sample" with the sheet in effect) until it prices with
// the new version (docs/pricing.md "Pricing sheets"); then saves a brand change on the first, and the second's
// organisation record is read until it carries it (docs/organizations.md "Partners in the console"). The time from
// the write's answer to the second node's first answer showing it, over several writes of each. Target: within 1 s.
import { setTimeout as sleep } from 'node:timers/promises';
import { startAppServer } from '../lib/app-server.mjs';
import { atMost, compared, describeError, ms, notMeasured, percentile, verdict } from '../lib/format.mjs';
import { CONSOLE_API, createAdmin, staffSession } from '../lib/staff.mjs';
import { findPostgres, withThrowawayDatabase } from '../lib/throwaway-postgres.mjs';

const PUBLISHES = 10;
const TARGET = atMost(1000, '1 s');
const SAMPLE = {
  orgCode: 'summit',
  creditScore: 760,
  propertyValueDollars: 650_000,
  existingLienDollars: 200_000,
  state: 'TX',
};

const post = async (baseUrl, path, token, body) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
};

/** Two primaries that both pass every contrast pair of the seeded brand's other colours. */
const PRIMARIES = ['#14532d', '#1e3a8a'];

/**
 * A brand change saved on node 1 (the partner form's own call), then the organisation record node 2 answers a
 * visitor read until it carries the new primary: the delays, sorted.
 */
const brandChanges = async (firstUrl, secondUrl, token) => {
  const url = `${CONSOLE_API}/partners/summit`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const { partner } = await (await fetch(`${firstUrl}${url}`, { headers })).json();
  const primaryAtSecond = async () =>
    (await (await fetch(`${secondUrl}/service-organization/api/v1/organization?org=summit`)).json()).orgBrand.colors
      .primary;
  const delays = [];
  for (let i = 0; i < PUBLISHES; i += 1) {
    const primary = PRIMARIES[i % PRIMARIES.length];
    const body = { ...partner, brand: { ...partner.brand, colors: { ...partner.brand.colors, primary } } };
    const res = await fetch(`${firstUrl}${url}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`saving the brand answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const began = performance.now();
    while ((await primaryAtSecond()) !== primary) {
      if (performance.now() - began > 10_000) throw new Error(`brand ${primary} never reached node 2`);
      await sleep(5);
    }
    delays.push(performance.now() - began);
  }
  return delays.sort((a, b) => a - b);
};

const run = async (databaseUrl) => {
  const setUp = await createAdmin({ databaseUrl });
  const first = await startAppServer({ databaseUrl });
  const second = await startAppServer({ databaseUrl }).catch(async (error) => {
    await first.stop();
    throw error;
  });
  try {
    const token = await staffSession(first.baseUrl, setUp);
    const { standing } = await (
      await fetch(`${first.baseUrl}${CONSOLE_API}/pricing-sheets?orgCode=summit`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const delays = [];
    for (let i = 0; i < PUBLISHES; i += 1) {
      const sheet = { ...standing, primeRate: 0.07 + i * 0.001 };
      const published = await post(first.baseUrl, `${CONSOLE_API}/pricing-sheets`, token, {
        orgCode: 'summit',
        sheet,
        effectiveAt: null,
        note: `bench ${i}`,
      });
      const began = performance.now();
      for (;;) {
        const answer = await post(second.baseUrl, `${CONSOLE_API}/pricing-sheets/sample`, token, SAMPLE);
        if (answer.version === published.version) break;
        if (performance.now() - began > 10_000) throw new Error(`version ${published.version} never reached node 2`);
        await sleep(5);
      }
      delays.push(performance.now() - began);
    }
    delays.sort((a, b) => a - b);
    const brandDelays = await brandChanges(first.baseUrl, second.baseUrl, token);
    return {
      publishes: PUBLISHES,
      p50Ms: Math.round(percentile(delays, 50) * 10) / 10,
      maxMs: Math.round((delays.at(-1) ?? 0) * 10) / 10,
      brandP50Ms: Math.round(percentile(brandDelays, 50) * 10) / 10,
      brandMaxMs: Math.round((brandDelays.at(-1) ?? 0) * 10) / 10,
    };
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
};

export const measureSheetPropagation = async () => {
  const postgres = await findPostgres().catch((error) => ({ reason: describeError(error) }));
  if (!postgres.url) return { line: `not measured: ${postgres.reason}`, data: notMeasured(postgres.reason) };
  const result = await withThrowawayDatabase(postgres.url, (url) => run(url));
  return {
    line:
      `${result.publishes} sheets published on node 1, priced on node 2 after p50 ${ms(result.p50Ms)}, ` +
      `max ${verdict(result.maxMs, TARGET, ms(result.maxMs))}; ${result.publishes} brand changes saved on node 1, ` +
      `drawn by node 2 after p50 ${ms(result.brandP50Ms)}, max ${verdict(result.brandMaxMs, TARGET, ms(result.brandMaxMs))}`,
    data: {
      ...result,
      maxMs: compared(result.maxMs, TARGET),
      brandMaxMs: compared(result.brandMaxMs, TARGET),
    },
  };
};
