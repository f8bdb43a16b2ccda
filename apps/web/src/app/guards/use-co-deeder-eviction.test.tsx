import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/auth-token';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { useCoDeederEviction } from './use-co-deeder-eviction';

const profileOfType = (type: string) => ({
  uuid: '6f1c1f7e-6c1b-4f53-9d0a-1c2b3d4e5f60',
  email: 'cosigner@example.com',
  name: { firstName: 'Co', middleName: null, lastName: 'Signer', suffix: null },
  dob: null,
  phoneNumbers: [],
  addresses: [],
  type,
  optimizelyProfileUuid: null,
});

const run = (type: string, path: string) => {
  setToken('t');
  mockFetch({ 'GET /service-profile/api/v1/profile': jsonResponse(profileOfType(type)) });
  const reload = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  renderHook(() => useCoDeederEviction(reload), { wrapper });
  return { reload, client };
};

describe('CO_DEEDER eviction (docs/product/registration-and-routing.md §6)', () => {
  it('clears the stored token and reloads for a CO_DEEDER profile', async () => {
    const { reload } = run('CO_DEEDER', '/dashboard');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeNull();
  });

  it('leaves other profiles alone', async () => {
    const { reload, client } = run('BORROWER', '/dashboard');
    await waitFor(() => expect(client.getQueryState(['session', 'profile'])?.status).toBe('success'));
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('t');
  });
});
