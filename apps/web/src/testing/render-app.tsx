import type { Language, Organization } from '@heloc/domain';
import { setLanguage } from '../lib/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { buildOrg } from './fixtures';

/** Renders the whole app (real routes, guard, shell) at `path` in a memory router, in `language` (English by default). */
export const renderApp = (
  path: string,
  { org = buildOrg(), language = 'en' }: { org?: Organization; language?: Language } = {},
) => {
  setLanguage(language, { remember: false });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders org={org} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
};
