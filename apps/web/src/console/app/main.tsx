import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../../ui/global.css';
import './console.css';
import { setApiOrgCode } from '../../lib/api-client';
import { applyBrand } from '../../lib/brand';
import { shareStyleNonce } from '../../lib/csp-nonce';
import { installErrorReporting } from '../../lib/error-reporting';
import { loadOrganization, OrgDataMissingError } from '../../lib/load-org';
import { createQueryClient } from '../../lib/query-client';
import { joinStaffSessionTabs } from '../shared/api/staff-session-tabs';
import { ConsoleProviders } from './console-providers';
import { consoleRoutes } from './console-routes';
import { NoOrgMessage } from './errors/no-org-message';

/**
 * The operations console's page script (console.html; docs/product/operations-console.md §2): an app of its own,
 * which no borrower's page loads. The server serves its page on /console/* with the organisation of the address
 * embedded; the console starts at once, without the borrower's first-screen stages (staff sign in on a desktop).
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// Radix dialogs add their <style> with the page's nonce (the server's content security policy).
shareStyleNonce();

// A new tab borrows the session of the console's open tabs (no second sign-in) while the organisation loads.
Promise.all([loadOrganization(), joinStaffSessionTabs()]).then(
  ([{ org, source }]) => {
    // The error reports (docs/product/application-area.md §8) go out as the organisation's, like the borrower's app's.
    setApiOrgCode(org.orgCode);
    installErrorReporting();
    if (source === 'fetch') applyBrand(org.orgBrand);
    const router = createBrowserRouter(consoleRoutes);
    root.render(
      <StrictMode>
        <ConsoleProviders org={org} queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </ConsoleProviders>
      </StrictMode>,
    );
  },
  (error: unknown) =>
    root.render(<NoOrgMessage reason={error instanceof OrgDataMissingError ? error.reason : undefined} />),
);
