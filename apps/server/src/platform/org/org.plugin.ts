import { MAIN_ORG_CODE, type Organization, organizationSchema, resolveOrgCode } from '@heloc/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { channelListenerOf, writeCountsOf } from '../database/database';
import { ROWS_CHANGED_CHANNEL } from '../http/answer-memory';
import { listOrganizationRows } from './organizations.repo';

export interface OrgDirectory {
  byCode: Map<string, Organization>;
  /** host name -> org code */
  hosts: Record<string, string>;
  /** The codes of the suspended partners: their hosts show a page of their own instead of registration. */
  suspended: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every valid organisation record, read from the table (briefly cached). */
    orgDirectory: () => Promise<OrgDirectory>;
  }
  interface FastifyRequest {
    /** The organisation of this request: ?org=, then the x-org header, then the host name; the main brand otherwise. */
    resolveOrg: () => Promise<Organization>;
  }
}

// Organisation rows change rarely: the directory is kept per node until a write to the table, made here or announced
// by the database from another node (migration 0039), so a partner saved in the console answers everywhere within a
// second. While the announcements cannot be heard, a few seconds at most (docs/scaling.md: no state another node
// depends on).
const CACHE_TTL_MS = 5_000;
const LISTENING_TTL_MS = 60_000;

export const orgPlugin = fp(
  async (app) => {
    let cached: { at: number; generation: number; value: Promise<OrgDirectory> } | undefined;
    const writes = writeCountsOf(app.db);
    let heard = 0;
    let listening = false;
    const listen = channelListenerOf(app.db);
    if (listen)
      app.addHook(
        'onClose',
        listen(
          ROWS_CHANGED_CHANNEL,
          (announcement) => {
            if (announcement.split(' ')[0] === 'organizations') heard += 1;
          },
          (connected) => {
            listening = connected;
            heard += 1;
          },
        ),
      );
    const generation = () => heard + (writes?.of(['organizations']) ?? 0);

    const load = async (): Promise<OrgDirectory> => {
      const byCode = new Map<string, Organization>();
      const hosts: Record<string, string> = {};
      const suspended = new Set<string>();
      for (const row of await listOrganizationRows(app.db)) {
        const parsed = organizationSchema.safeParse({
          baseUrl: row.base_url,
          canonicalOrgCode: row.canonical_org_code,
          orgBrand: row.org_brand,
          orgCode: row.org_code,
          orgMetaData: row.org_meta_data,
          orgPricingData: row.org_pricing_data,
        });
        if (!parsed.success) {
          // A hand-edited row that no longer fits the record is skipped rather than breaking every page.
          app.log.warn(
            { orgCode: row.org_code, issues: parsed.error.issues },
            'organization row skipped: invalid record',
          );
          continue;
        }
        byCode.set(row.org_code.toLowerCase(), parsed.data);
        if (row.suspended_at) suspended.add(row.org_code.toLowerCase());
        for (const host of row.hosts) hosts[host.toLowerCase()] = row.org_code.toLowerCase();
      }
      return { byCode, hosts, suspended };
    };

    app.decorate('orgDirectory', () => {
      // The app's clock, so a test moves it past the TTL instead of waiting.
      const now = app.clock().getTime();
      const ttl = listening ? LISTENING_TTL_MS : CACHE_TTL_MS;
      if (!cached || now - cached.at > ttl || cached.generation !== generation()) {
        cached = { at: now, generation: generation(), value: load() };
        cached.value.catch(() => (cached = undefined));
      }
      return cached.value;
    });

    app.decorateRequest('resolveOrg', async function resolveOrg(this: FastifyRequest) {
      const directory = await app.orgDirectory();
      const knownCodes = [...directory.byCode.keys()];
      const fromQuery = new URL(this.url, 'http://localhost').searchParams.get('org');
      const header = this.headers['x-org'];
      const fromHeader = typeof header === 'string' ? header : undefined;
      const explicit = [fromQuery, fromHeader].find((v) => v && directory.byCode.has(v.trim().toLowerCase()));
      const code = resolveOrgCode({ host: this.headers.host, query: explicit, knownCodes, hosts: directory.hosts });
      const org =
        directory.byCode.get(code) ?? directory.byCode.get(MAIN_ORG_CODE) ?? directory.byCode.values().next().value;
      if (!org) throw new Error('No organisation records: the seed did not run');
      return org;
    });
  },
  { name: 'org', dependencies: ['db'] },
);
