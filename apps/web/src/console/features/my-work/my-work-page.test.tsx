import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import type { MyWorkRow } from '@heloc/domain/contracts';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import { APPLICATION_UUID, buildSelf, STAFF_TOKEN } from '../../testing/console-fixtures';

// docs/product/operations-console.md §11: the member's files waiting on the lender, each against its target.

const row = (overrides: Partial<MyWorkRow>): MyWorkRow => ({
  uuid: APPLICATION_UUID,
  loanNumber: 'HL-1001',
  borrowerName: 'Ann Borrower',
  orgCode: 'summit',
  checklistStatus: 'COLLECT_ADDITIONAL_INFO',
  kind: 'ANSWER_TO_REVIEW',
  waitingSince: new Date(Date.now() - 30 * 3_600_000).toISOString(),
  targetHours: 24,
  overdue: true,
  nextAction: "Review the borrower's answer to a condition.",
  assignee: null,
  ...overrides,
});

beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

it('lists what waits on the member, the longest-waiting first as the server sends, the overdue marked', async () => {
  mockFetch({
    'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
    'GET /console/api/v1/my-work': jsonResponse({
      rows: [
        row({}),
        row({
          uuid: '7a7a7a7a-0000-4000-8000-000000000077',
          borrowerName: 'Bo Recent',
          kind: 'REVIEW_DECISION',
          checklistStatus: 'FACTA_REVIEW',
          waitingSince: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          targetHours: 48,
          overdue: false,
        }),
      ],
    }),
  });
  renderConsole('/console/my-work');
  const table = await screen.findByRole('table', { name: '2 files wait on you, 1 overdue' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('Ann Borrower');
  expect(first).toHaveTextContent("The borrower's answer to a condition");
  expect(first).toHaveTextContent('1 day');
  expect(first).toHaveTextContent('Overdue');
  expect(first).toHaveTextContent('24 hours');
  expect(second).toHaveTextContent('Bo Recent');
  expect(second).toHaveTextContent('2 hours');
  expect(second).not.toHaveTextContent('Overdue');
  expect(screen.getByRole('link', { name: 'My work' })).toHaveAttribute('href', '/console/my-work');
});
