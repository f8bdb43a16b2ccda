import type { Organization } from '@heloc/domain';
import type { StateLicense } from '@heloc/domain/contracts';
import type { OrgDirectory } from '../../platform/org/org.plugin';
import { AppError } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { listExcludedZips } from './eligibility.repo';
import { stateName } from './us-states';

/** The organisation named by an orgCode query; 404 when there is none. */
export const requireOrganization = (directory: OrgDirectory, orgCode: string): Organization => {
  const org = directory.byCode.get(orgCode.trim().toLowerCase());
  if (!org) throw new AppError('not_found', `Organization ${orgCode} not found`);
  return org;
};

/** Where the organisation accepts applications: the states it is licensed in (orgMetaData.licensedStates). */
export const allowedStates = (org: Organization): string[] => [...org.orgMetaData.licensedStates].sort();

export const isStateServed = (org: Organization, state: string): boolean =>
  org.orgMetaData.licensedStates.includes(state);

/** docs/product/registration-and-routing.md §5: zips of the disaster list, for every organisation ('*') and for this one. */
export const excludedZips = async ({ db }: ServiceContext, org: Organization): Promise<string[]> =>
  listExcludedZips(db, org.orgCode);

/** docs/product/widgets-and-calculations.md §7: the footer's licensed states, a list with abbrev. No licence numbers are on file: null. */
export const stateLicenses = (org: Organization): StateLicense[] =>
  allowedStates(org).map((abbrev) => ({ abbrev, name: stateName(abbrev), licenseNumber: null }));
