import type { ConsoleSession } from '@heloc/domain/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildFile, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const SESSION_KEY = '5e5e5e5e-0000-4000-8000-000000000005';
const start = Date.now() - 3_600_000;
const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
const trail: ConsoleSession = {
  sessionKey: SESSION_KEY,
  startedAt: at(0),
  orgCode: 'summit',
  platform: 'WEB',
  screen: { width: 1440, height: 900 },
  window: { width: 1280, height: 720 },
  referrer: 'https://search.example/',
  events: [
    { at: at(1), pagePath: '/account/heloc/register-v2', event: 'PAGEVIEW', eventType: 'PAGEVIEW', properties: {} },
    {
      at: at(9),
      pagePath: '/account/heloc/register-v2',
      event: 'heloc-register-start',
      eventType: 'TRACK',
      properties: { step: 'property-info' },
    },
    { at: at(70), pagePath: '/account/heloc/register-v2', event: 'helocStarted', eventType: 'TRACK', properties: {} },
  ],
};
const background = {
  'GET /staff/api/v1/me': jsonResponse(buildSelf(['SUPPORT_AGENT'])),
  'GET /staff/api/v1/members': jsonResponse([]),
};

describe('the session trail (docs/product/operations-console.md §9)', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it("lists the session's pages and events in order, under its details", async () => {
    mockFetch({ ...background, [`GET /console/api/v1/sessions/${SESSION_KEY}`]: jsonResponse(trail) });
    renderConsole(`/console/sessions/${SESSION_KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session trail' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Session trail · /);
    expect(screen.getByText('1440 × 900')).toBeInTheDocument();
    expect(screen.getByText('https://search.example/')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pages and events' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'PAGEVIEW',
      'heloc-register-start',
      'helocStarted',
    ]);
    expect(within(rows[1]!).getByText('step: property-info')).toBeInTheDocument();
  });

  it('says so for a session that is not one of the organisations', async () => {
    mockFetch({
      ...background,
      [`GET /console/api/v1/sessions/${SESSION_KEY}`]: jsonResponse({ errors: ['Not found'] }, { status: 404 }),
    });
    renderConsole(`/console/sessions/${SESSION_KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session not found' })).toBeInTheDocument();
  });

  it('is linked from the application file that has a session link', async () => {
    mockFetch({
      ...background,
      [`GET /console/api/v1/applications/${APPLICATION_UUID}`]: jsonResponse(
        buildFile({ sessionLink: `https://apply.example/console/sessions/${SESSION_KEY}` }),
      ),
      [`GET /console/api/v1/sessions/${SESSION_KEY}`]: jsonResponse(trail),
    });
    const { user } = renderConsole(`/console/applications/${APPLICATION_UUID}`);
    await user.click(await screen.findByRole('link', { name: 'Session trail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Session trail' })).toBeInTheDocument();
  });
});
