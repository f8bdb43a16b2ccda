import type { Organization } from '@heloc/domain';
import type { StateLicense } from '@heloc/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { stateName } from './us-states';

/** The organisation named by an orgCode query; 404 when there is none. */
export const requireOrganization = async (app: FastifyInstance, orgCode: string): Promise<Organization> => {
  const org = (await app.orgDirectory()).byCode.get(orgCode.trim().toLowerCase());
  if (!org) throw new AppError('not_found', `Organization ${orgCode} not found`);
  return org;
};

/** Where the organisation accepts applications: the states it is licensed in (orgMetaData.licensedStates). */
export const allowedStates = (org: Organization): string[] => [...org.orgMetaData.licensedStates].sort();

export const isStateServed = (org: Organization, state: string): boolean =>
  org.orgMetaData.licensedStates.includes(state);

/** spec 01 §5: zips of the disaster list, for every organisation ('*') and for this one. */
export const excludedZips = async (app: FastifyInstance, org: Organization): Promise<string[]> => {
  const rows = await app.engine.db
    .selectFrom('excluded_zips')
    .select('zip')
    .distinct()
    .where('org_code', 'in', ['*', org.orgCode])
    .orderBy('zip')
    .execute();
  return rows.map((r) => r.zip);
};

/** spec 03 §7: the footer's licensed states, a list with abbrev. No licence numbers are on file: null. */
export const stateLicenses = (org: Organization): StateLicense[] =>
  allowedStates(org).map((abbrev) => ({ abbrev, name: stateName(abbrev), licenseNumber: null }));
