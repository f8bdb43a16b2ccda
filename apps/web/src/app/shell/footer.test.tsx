import { DEFAULT_OPERATING_WEEK } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const ALL_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

const renderFooter = async (org = buildOrg()) => {
  mockFetch({ 'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }) });
  renderApp('/terms', { org });
  return within(await screen.findByRole('contentinfo'));
};

describe('footer (docs/product/widgets-and-calculations.md §1-2)', () => {
  it("reads 'Terms of Service' and 'with more states to come' for the main brand under 50 states", async () => {
    const footer = await renderFooter();
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByTestId('licensed-states')).toHaveTextContent('Licensed in AZ, CA, TX with more states to come');
    expect(footer.getByText('Test Lending NMLS #1001001')).toBeInTheDocument();
    expect(footer.getByText('Support hours: Mon-Fri 6am-6pm PT')).toBeInTheDocument();
    expect(footer.getByText(/256-bit encryption/)).toBeInTheDocument();
    expect(footer.getByText(/last 90 days are not eligible for a HELOC or DSCR loan/)).toBeInTheDocument();
    expect(footer.getByText('Rates and terms are subject to change.')).toBeInTheDocument();
  });

  it('drops "with more states to come" once the main brand lends in all 50 states', async () => {
    const footer = await renderFooter(buildOrg({ meta: { licensedStates: ALL_STATES } }));
    expect(footer.getByTestId('licensed-states').textContent).not.toMatch(/more states to come/);
  });

  it("reads 'Terms of Use' for a named partner and links to the partner's own pages", async () => {
    const footer = await renderFooter(
      buildOrg({
        orgCode: 'lakeshorecu',
        meta: {
          companyName: 'Lakeshore Community Credit Union',
          termsOfUseUrl: 'https://lakeshore.example/terms',
          privacyPolicyUrl: 'https://lakeshore.example/privacy',
        },
      }),
    );
    expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      'https://lakeshore.example/terms',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://lakeshore.example/privacy',
    );
    expect(footer.getByTestId('licensed-states').textContent).not.toMatch(/more states to come/);
  });

  it("shows the phone line's hours from the hours call, asked with x-org: the organisation", async () => {
    const { calls } = mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE': jsonResponse({
        department: 'OPS_PHONE',
        timeZone: 'America/Los_Angeles',
        weekdays: DEFAULT_OPERATING_WEEK,
        holidays: [],
      }),
    });
    renderApp('/terms', { org: buildOrg({ orgCode: 'keystone' }) });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('Support hours: Mon-Fri 6am-6pm PT, Sat 8am-2pm PT')).toBeInTheDocument();
    const hoursCall = calls.find((call) => call.url.includes('/hours/OPS_PHONE'));
    expect(hoursCall?.headers.get('x-org')).toBe('keystone');
  });

  it("gives a Spanish reader the phone line's hours in Spanish", async () => {
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE': jsonResponse({
        department: 'OPS_PHONE',
        timeZone: 'America/Los_Angeles',
        weekdays: DEFAULT_OPERATING_WEEK,
        holidays: [],
      }),
    });
    renderApp('/terms', { language: 'es' });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText(/^Horario de atención: lun-vie .* PT, sáb .* PT$/)).toBeInTheDocument();
    expect(footer.queryByText(/Mon-Fri/)).not.toBeInTheDocument();
  });

  it("keeps the organisation record's line when the hours call fails", async () => {
    mockFetch({
      'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }),
      'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE': new Response('{"errors":["down"]}', {
        status: 500,
      }),
    });
    renderApp('/terms', { org: buildOrg({ meta: { supportHours: 'Mon-Sat 8am-8pm ET' } }) });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText('Support hours: Mon-Sat 8am-8pm ET')).toBeInTheDocument();
  });
});
