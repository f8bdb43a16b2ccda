import { routeForStatus, type RouteDestination } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { BASE_PATH } from '../../lib/public-paths';

/** The application area's root, /account/heloc/{uuid}. */
export const applicationRoot = (uuid: string): string => `${BASE_PATH}/${uuid}`;

/** Absolute path of a screen given relative to /{uuid}/ ('' is the root). */
export const applicationPath = (uuid: string, relative: string): string =>
  relative ? `${applicationRoot(uuid)}/${relative}` : applicationRoot(uuid);

// The page's first script reads the screen of a path too (lib/early-reads.ts): one rule for both.
export { relativeScreenPath } from '../../lib/early-reads';

/**
 * Where the status sends the applicant (the domain's routing table, docs/product/registration-and-routing.md §4). `routeStatus` replaces the
 * checklist status when polling gave up (UNKNOWN); `currentPath` becomes the from-path of a verified offer; `profileDone`
 * false sends a profile without its legal name to start/profile (undefined: not known, no effect).
 */
export const destinationFor = (
  status: HelocStatus,
  routeStatus: string,
  currentPath: string,
  profileDone?: boolean,
): RouteDestination =>
  routeForStatus({
    profileDone,
    status: { ...status, checklistStatus: routeStatus },
    propertyState: status.propertyState,
    isCrypto: status.isCrypto,
    disburseRoutingNumber: status.disburseRoutingNumber,
    currentPath,
  });
