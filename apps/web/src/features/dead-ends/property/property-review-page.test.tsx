import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-token';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { APP_UUID, appPath, buildStatus, shellBackground, STATUS_PATH } from '../../../testing/application-fixtures';

const APP = `/service-application/api/v1/application/heloc/${APP_UUID}`;
const ADDRESS = { street1: '123 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701' };
const CANDIDATES = [
  { apn: 'TX-000000001', ownerName: 'SMITH, PAT', address: ADDRESS },
  { apn: 'TX-000000002', ownerName: 'SANDBOX PROPERTY HOLDINGS LLC', address: { ...ADDRESS, street2: 'Unit B' } },
];

const render = (checklistStatus: string, answer: string) => {
  setToken('t');
  let status = buildStatus({ checklistStatus });
  const retry = () => {
    status = buildStatus({ checklistStatus: answer });
    return jsonResponse({ status });
  };
  const candidates = checklistStatus === 'MULTIPLE_PROPERTIES' ? CANDIDATES : [];
  const mocks = mockFetch({
    ...shellBackground,
    [STATUS_PATH]: () => jsonResponse(status),
    [`GET ${APP}/property/review`]: () => jsonResponse({ address: ADDRESS, candidates, status }),
    [`PUT ${APP}/property/address`]: retry,
    [`POST ${APP}/property/choice`]: retry,
  });
  return { ...renderApp(appPath('review-app/property')), ...mocks };
};

describe('review-app/property', () => {
  it('several found: asks for a choice, then sends the parcel picked', async () => {
    const { user, calls } = render('MULTIPLE_PROPERTIES', 'OFFER_SELECTION');
    await screen.findByRole('heading', { level: 1, name: 'Which property is yours?' });
    expect(screen.getByText('Owner of record: SANDBOX PROPERTY HOLDINGS LLC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with this property' }));
    expect(await screen.findByText('Please choose your property')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Unit B/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with this property' }));
    await expect
      .poll(() => (calls.find((c) => c.url.endsWith('/property/choice'))?.body as { apn?: string })?.apn)
      .toBe('TX-000000002');
  });

  it('not found: the address is prefilled; a corrected one still not found says so', async () => {
    const { user, calls } = render('NO_PROPERTY_FOUND', 'NO_PROPERTY_FOUND');
    await screen.findByRole('heading', { level: 1, name: 'We could not find your property' });
    const street = screen.getByRole('combobox', { name: /^Property street address/ });
    expect(street).toHaveValue('123 Main St');
    await user.clear(street);
    await user.type(street, '125 Main St');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('We still could not find it')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/property/address'))?.body as { address: { street1: string } };
    expect(sent.address).toMatchObject({ street1: '125 Main St', city: 'Austin', state: 'TX', zip: '78701' });
  });

  it('several found, none is mine: the corrected address is searched again, with a way back to the choice', async () => {
    const { user, calls } = render('MULTIPLE_PROPERTIES', 'OFFER_SELECTION');
    await screen.findByRole('heading', { level: 1, name: 'Which property is yours?' });
    await user.click(screen.getByRole('button', { name: 'Correct my address' }));
    await screen.findByRole('heading', { level: 1, name: 'Correct your property address' });
    await user.click(screen.getByRole('button', { name: 'Back to the properties found' }));
    await screen.findByRole('heading', { level: 1, name: 'Which property is yours?' });
    await user.click(screen.getByRole('button', { name: 'Correct my address' }));
    const street = await screen.findByRole('combobox', { name: /^Property street address/ });
    await user.clear(street);
    await user.type(street, '125 Main St');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    await expect
      .poll(
        () =>
          (calls.find((c) => c.url.endsWith('/property/address'))?.body as { address?: { street1: string } })?.address
            ?.street1,
      )
      .toBe('125 Main St');
  });
});
