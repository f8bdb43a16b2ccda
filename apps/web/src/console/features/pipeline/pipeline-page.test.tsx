import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildPipelinePage, buildRow, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

const PIPELINE = 'GET /console/api/v1/applications';
const background = {
  'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
  'GET /staff/api/v1/members': jsonResponse([]),
};
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the pipeline', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('shows each file with what it waits on and links to it', async () => {
    const { calls } = mockFetch({ ...background, [PIPELINE]: () => jsonResponse(buildPipelinePage()) });
    renderConsole('/console');
    const table = await screen.findByRole('table', { name: /Applications 1–1 of 1/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Ann Borrower' })).toHaveAttribute(
      'href',
      `/console/applications/${APPLICATION_UUID}`,
    );
    expect(row).toHaveTextContent('Waiting for conditions');
    expect(row).toHaveTextContent('3 days');
    expect(row).toHaveTextContent('Borrower');
    expect(row).toHaveTextContent('The borrower uploads a bank statement');
    expect(row).toHaveTextContent('Unassigned');
    expect(calls.find((c) => c.url.startsWith('/console/api'))?.headers.get('Authorization')).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
    expect(queryOf(calls.find((c) => c.url.startsWith('/console/api'))!.url)).toEqual({
      sort: 'age',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
  });

  it('offers the statuses in staff words, grouped by stage', async () => {
    mockFetch({ ...background, [PIPELINE]: () => jsonResponse(buildPipelinePage()) });
    renderConsole('/console');
    const filter = await screen.findByLabelText('Status');
    const groups = within(filter).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'Registration',
      'Offers',
      'Finishing the application',
      'Closing',
      'After funding',
      'Ended',
    ]);
    expect(within(groups[1]!).getByRole('option', { name: 'Offer selection' })).toHaveValue('OFFER_SELECTION');
    const labels = within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(labels.filter((l) => /Stewart|Gen pre|_/.test(l))).toEqual([]);
  });

  it('reads its search, filters, sort and page from the URL and keeps each change there', async () => {
    const { calls } = mockFetch({
      ...background,
      [PIPELINE]: () => jsonResponse({ ...buildPipelinePage([buildRow()], 60), page: 2 }),
    });
    const { user, location } = renderConsole('/console?waitingOn=LENDER&assignee=me&sort=name&order=asc&page=2');
    await screen.findByRole('table');
    const pipelineCalls = () => calls.filter((c) => c.url.startsWith('/console/api'));
    expect(queryOf(pipelineCalls()[0]!.url)).toMatchObject({
      waitingOn: 'LENDER',
      assignee: 'me',
      sort: 'name',
      order: 'asc',
      page: '2',
    });
    expect(screen.getByLabelText('Waiting on')).toHaveValue('LENDER');
    expect(screen.getByLabelText('Assignee')).toHaveValue('me');
    expect(screen.getByRole('columnheader', { name: /Borrower/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Time in status/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Borrower/ }));
    await waitFor(() => expect(location()).toBe('/console?waitingOn=LENDER&assignee=me&sort=name'));
    expect(screen.getByRole('columnheader', { name: /Borrower/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /Time in status/ }));
    await waitFor(() => expect(location()).toBe('/console?waitingOn=LENDER&assignee=me'));

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'HL-1001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/console?q=HL-1001&waitingOn=LENDER&assignee=me'));
    await waitFor(() => expect(queryOf(pipelineCalls().at(-1)!.url)).toMatchObject({ q: 'HL-1001', page: '1' }));

    await user.selectOptions(screen.getByLabelText('Waiting on'), 'Outside party');
    await waitFor(() => expect(location()).toBe('/console?q=HL-1001&waitingOn=OUTSIDE_PARTY&assignee=me'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toContain('page=3'));
  });

  it('says when nothing matches', async () => {
    mockFetch({ ...background, [PIPELINE]: jsonResponse(buildPipelinePage([])) });
    renderConsole('/console?q=nobody');
    expect(await screen.findByRole('table', { name: 'No applications match.' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('nobody');
  });
});
