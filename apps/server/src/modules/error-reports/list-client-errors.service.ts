import { CLIENT_ERROR_SOURCES, type ClientErrorRow } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { ServiceContext } from '../service-context';
import { listClientErrors } from './error-reports.repo';

/** The console's list: the errors seen lately, not the whole history. */
export const CLIENT_ERRORS_LIST_LIMIT = 200;

const sourceOf = (value: string): ClientErrorRow['source'] =>
  (CLIENT_ERROR_SOURCES as readonly string[]).includes(value) ? (value as ClientErrorRow['source']) : 'window';

/** The web app's errors of one of the member's organisations or all of them, the latest seen first. */
export const listClientErrorRows = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCode: string | undefined,
): Promise<ClientErrorRow[]> => {
  const orgCodes = orgCode ? [requireMemberOrg(staff, orgCode)] : [...staff.orgCodes];
  return (await listClientErrors(ctx.db, orgCodes, CLIENT_ERRORS_LIST_LIMIT)).map((row) => ({
    uuid: row.uuid,
    orgCode: row.org_code,
    source: sourceOf(row.source),
    name: row.name,
    message: row.message,
    stack: row.stack,
    pathname: row.pathname,
    appVersion: row.app_version,
    count: row.count,
    firstSeenAt: row.first_seen_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
  }));
};
