import { MAIN_ORG_CODE, type Organization, organizationSchema, resolveOrgCode } from '@heloc/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listOrganizationRows } from './organizations.repo';

export interface OrgDirectory {
  byCode: Map<string, Organization>;
  /** host name -> org code */
  hosts: Record<string, string>;
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

// Organisation rows change rarely: a few seconds of cache per node keeps a query off every request while an edit
// still shows everywhere within the TTL (docs/scaling.md: no state another node depends on).
const CACHE_TTL_MS = 5_000;

export const orgPlugin = fp(
  async (app) => {
    let cached: { at: number; value: Promise<OrgDirectory> } | undefined;

    const load = async (): Promise<OrgDirectory> => {
      const byCode = new Map<string, Organization>();
      const hosts: Record<string, string> = {};
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
        for (const host of row.hosts) hosts[host.toLowerCase()] = row.org_code.toLowerCase();
      }
      return { byCode, hosts };
    };

    app.decorate('orgDirectory', () => {
      // The app's clock, so a test moves it past the TTL instead of waiting.
      const now = app.clock().getTime();
      if (!cached || now - cached.at > CACHE_TTL_MS) {
        cached = { at: now, value: load() };
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
