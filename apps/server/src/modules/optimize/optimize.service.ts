import type { Feature } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import { listFlagRows } from './optimize.repo';

/** Every flag for an organisation: its own row wins over the global default. */
export const listFeatures = async ({ db }: ServiceContext, orgCode: string): Promise<Feature[]> => {
  const byKey = new Map<string, Feature>();
  for (const row of await listFlagRows(db, orgCode.toLowerCase())) {
    if (row.org_code === '*' && byKey.has(row.key)) continue;
    byKey.set(row.key, { key: row.key, enabled: row.enabled, variables: row.variables });
  }
  return [...byKey.values()];
};

/** One flag; a key nobody defined is off. */
export const getFeature = async (ctx: ServiceContext, orgCode: string, key: string): Promise<Feature> =>
  (await listFeatures(ctx, orgCode)).find((f) => f.key === key) ?? { key, enabled: false, variables: {} };

export const decide = async (ctx: ServiceContext, orgCode: string, key: string) => {
  const feature = await getFeature(ctx, orgCode, key);
  return { key, enabled: feature.enabled, variation: feature.enabled ? 'on' : 'off' };
};
