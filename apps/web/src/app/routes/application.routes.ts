import { uuidSchema } from '@heloc/domain/contracts';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { applicationShellRoutes } from '../../features/application-shell/routes';
import { closingRoutes } from '../../features/closing/routes';
import { conditionsRoutes } from '../../features/conditions/routes';
import { deadEndRoutes } from '../../features/dead-ends/routes';
import { loadLayout } from '../../features/application-shell/load-screens';
import { finishingRoutes } from '../../features/finishing/routes';
import { offersRoutes } from '../../features/offers/routes';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The application area /account/heloc/{uuid}/* (docs/product/application-area.md §2.1): the shell's layout around
 * the route lists of the features that own its screens. Every screen the routing table can send an applicant to
 * resolves; index paths of group folders redirect to the parent.
 */

// :uuid only matches an application id, so it never swallows a sibling such as register or coming-soon.
export const applicationIdLoader = ({ params }: LoaderFunctionArgs): null => {
  if (!uuidSchema.safeParse(params.uuid).success) throw data('Not Found', { status: 404 });
  return null;
};

export const applicationRoutes: RouteObject[] = [
  {
    path: ':uuid',
    loader: applicationIdLoader,
    // Errors (including the loader's 404 for a segment that is not an application id) reach the shell's
    // RouteErrorScreen.
    lazy: lazyPage(loadLayout),
    children: [
      ...applicationShellRoutes,
      ...offersRoutes,
      ...finishingRoutes,
      ...deadEndRoutes,
      ...conditionsRoutes,
      ...closingRoutes,
    ],
  },
];
