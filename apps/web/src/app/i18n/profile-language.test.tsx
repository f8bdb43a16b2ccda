import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { getLanguage, setLanguage, useLanguage } from '../../lib/i18n';
import { OrgProvider } from '../../lib/org-context';
import { createQueryClient } from '../../lib/query-client';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { LanguageProvider } from './language-provider';
import { forgetChoiceOnThisPage, ProfileLanguage } from './profile-language';

const PROFILE = '/service-profile/api/v1/profile';
const profile = (language: 'en' | 'es' | null) => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  email: 'ana@example.com',
  name: { firstName: 'Ana', middleName: null, lastName: 'Lopez', suffix: null },
  dob: null,
  phoneNumbers: [],
  addresses: [],
  type: 'BORROWER',
  optimizelyProfileUuid: null,
  language,
});

let choose: ((language: 'en' | 'es') => void) | undefined;
function Chooser() {
  choose = useLanguage().choose;
  return null;
}

const renderProviders = () =>
  render(
    <OrgProvider org={buildOrg()}>
      <LanguageProvider>
        <QueryClientProvider client={createQueryClient()}>
          <ProfileLanguage />
          <Chooser />
        </QueryClientProvider>
      </LanguageProvider>
    </OrgProvider>,
  );

afterEach(() => {
  forgetChoiceOnThisPage();
  clearToken();
  setLanguage('en', { remember: false });
});

// The language kept on the profile follows a signed-in person (docs/i18n.md).
describe('the profile’s language', () => {
  it('is taken when the app starts signed in and the profile holds another', async () => {
    setLanguage('en', { remember: false });
    setToken('token');
    const { calls } = mockFetch({ [`GET ${PROFILE}`]: jsonResponse(profile('es')) });
    renderProviders();
    await waitFor(() => expect(getLanguage()).toBe('es'));
    expect(calls.filter((c) => c.url.endsWith(PROFILE))).toHaveLength(1);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is saved when a signed-in person chooses, and a failure is quiet', async () => {
    setLanguage('en', { remember: false });
    setToken('token');
    const { calls } = mockFetch({
      [`GET ${PROFILE}`]: jsonResponse(profile('en')),
      [`PUT ${PROFILE}/language`]: jsonResponse({}, { status: 500 }),
    });
    renderProviders();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(PROFILE))).toBe(true));
    act(() => choose?.('es'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain(`${PROFILE}/language`);
    expect(put.body).toEqual({ language: 'es' });
    expect(getLanguage()).toBe('es');
    // The profile answered with its older language: the choice made here stays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getLanguage()).toBe('es');
  });

  it('is neither read nor saved for a person not signed in', async () => {
    setLanguage('en', { remember: false });
    const { calls } = mockFetch({});
    renderProviders();
    act(() => choose?.('es'));
    expect(getLanguage()).toBe('es');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('is given the language being read when the profile holds none', async () => {
    setLanguage('es', { remember: false });
    setToken('token');
    const { calls } = mockFetch({ [`GET ${PROFILE}`]: jsonResponse(profile(null)) });
    renderProviders();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'es' }));
    expect(getLanguage()).toBe('es');
  });
});
