import { DEFAULT_OPERATING_WEEK, HOURS_START_AFTER_END_MESSAGE } from '@heloc/domain';
import type { ConsoleHours } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const HOLIDAY_UUID = '5d5d5d5d-0000-4000-8000-000000000006';
const HOURS = '/console/api/v1/hours/MAIN';
const hours = (holidays: ConsoleHours['holidays'] = []): ConsoleHours => ({
  orgCode: 'MAIN',
  departments: [
    { department: 'OPS_PHONE', weekdays: [...DEFAULT_OPERATING_WEEK] },
    { department: 'OPS_CHAT', weekdays: [...DEFAULT_OPERATING_WEEK] },
  ],
  holidays,
});
const background = (roles: Parameters<typeof buildSelf>[0] = ['ADMIN']) => ({
  'GET /staff/api/v1/me': jsonResponse(buildSelf(roles)),
  [`GET ${HOURS}`]: () => jsonResponse(hours()),
});

describe('the console hours (docs/product/chat.md §2)', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it("shows each department's week and saves the phone's with a closed Saturday", async () => {
    const { calls } = mockFetch({
      ...background(),
      [`PUT ${HOURS}/OPS_PHONE`]: () => jsonResponse(hours()),
    });
    const { user } = renderConsole('/console/hours');
    const phone = await screen.findByRole('form', { name: 'Phone hours' });
    expect(screen.getByRole('form', { name: 'Chat hours' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Hours' })).toHaveAttribute('href', '/console/hours');
    expect(within(nav).getByRole('link', { name: 'Knowledge base' })).toHaveAttribute('href', '/console/knowledge');
    expect(within(phone).getByLabelText('Phone: Monday opens')).toHaveValue('06:00');
    expect(within(phone).getByLabelText('Phone: open on Sunday')).not.toBeChecked();
    expect(within(phone).getByLabelText('Phone: Sunday opens')).toBeDisabled();

    await user.click(within(phone).getByLabelText('Phone: open on Saturday'));
    await user.click(within(phone).getByRole('button', { name: 'Save the phone hours' }));

    expect(await within(phone).findByText('Saved the phone hours.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    const sent = (put?.body as { weekdays: { weekdayValue: number; isOpen: boolean; startTime: string | null }[] })
      .weekdays;
    expect(sent).toHaveLength(7);
    expect(sent[5]).toMatchObject({ weekdayValue: 6, isOpen: false, startTime: null });
  });

  it('names the day whose opening time is not before its closing time, and sends nothing', async () => {
    const { calls } = mockFetch(background());
    const { user } = renderConsole('/console/hours');
    const chat = await screen.findByRole('form', { name: 'Chat hours' });
    const closes = within(chat).getByLabelText('Chat: Tuesday closes');
    await user.clear(closes);
    await user.type(closes, '05:00');
    await user.click(within(chat).getByRole('button', { name: 'Save the chat hours' }));
    expect(await within(chat).findByText(HOURS_START_AFTER_END_MESSAGE('TUESDAY'))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('adds a holiday for the departments chosen and removes one', async () => {
    const thanksgiving = { uuid: HOLIDAY_UUID, date: '2026-11-26', name: 'Thanksgiving', departments: ['OPS_PHONE'] };
    const { calls } = mockFetch({
      ...background(),
      [`POST ${HOURS}/holidays`]: () => jsonResponse(hours([thanksgiving as ConsoleHours['holidays'][number]])),
      [`DELETE ${HOURS}/holidays/${HOLIDAY_UUID}`]: () => jsonResponse(hours()),
    });
    const { user } = renderConsole('/console/hours');
    const holidays = await screen.findByRole('region', { name: 'Holidays' });
    expect(within(holidays).getByText('No holidays ahead.')).toBeInTheDocument();

    await user.click(within(holidays).getByRole('button', { name: 'Add the holiday' }));
    expect(await within(holidays).findByText('Name the holiday.')).toBeInTheDocument();

    await user.type(within(holidays).getByLabelText(/Date/), '2026-11-26');
    await user.type(within(holidays).getByLabelText(/Name/), 'Thanksgiving');
    await user.click(within(holidays).getByRole('checkbox', { name: 'Chat' }));
    await user.click(within(holidays).getByRole('button', { name: 'Add the holiday' }));
    expect(await within(holidays).findByText(/11\/26\/2026: Thanksgiving \(closes phone\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-26',
      name: 'Thanksgiving',
      departments: ['OPS_PHONE'],
    });

    await user.click(within(holidays).getByRole('button', { name: 'Remove Thanksgiving on 11/26/2026' }));
    await waitFor(() => expect(within(holidays).getByText('No holidays ahead.')).toBeInTheDocument());
  });

  it('is in the nav of an admin only', async () => {
    mockFetch({ ...background(['SUPPORT_AGENT']), 'GET /console/api/v1/applications': () => jsonResponse({}) });
    renderConsole('/console/hours');
    expect(await screen.findByText('Only an admin sets the operating hours.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Hours' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Knowledge base' })).not.toBeInTheDocument();
  });
});
