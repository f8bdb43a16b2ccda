import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../ui/global.css';
import { setApiOrgCode } from '../lib/api-client';
import { applyBrand } from '../lib/brand';
import { shareStyleNonce } from '../lib/csp-nonce';
import { persistFlagOverrides } from '../lib/flags';
import { loadOrganization, OrgDataMissingError } from '../lib/load-org';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { NoOrgScreen } from './errors/no-org-screen';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session-expiry';

// spec 02 §9: a `?flags=key:on|off` override holds for the rest of the browser session.
persistFlagOverrides(window.location.search);
shareStyleNonce();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

loadOrganization().then(
  ({ org, source }) => {
    setApiOrgCode(org.orgCode);
    if (source === 'fetch') {
      applyBrand(org.orgBrand);
      document.title ||= org.orgMetaData.companyName;
    }
    const queryClient = createQueryClient();
    const router = createAppRouter();
    handleSessionExpiry(router, queryClient);
    root.render(
      <StrictMode>
        <AppProviders org={org} queryClient={queryClient}>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(<NoOrgScreen reason={error instanceof OrgDataMissingError ? error.reason : undefined} />);
  },
);
