import type { Organization } from '@heloc/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { buildOrg } from '../../testing/fixtures';
import { ConsoleProviders } from '../app/console-providers';
import { consoleRoutes } from '../app/console-routes';

/** Renders the whole console (its real routes, root and shell) at `path` in a memory router. */
export const renderConsole = (path: string, { org = buildOrg() }: { org?: Organization } = {}) => {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders org={org} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
};
