import { CONDITION_REJECTION_REASON_REQUIRED_MESSAGE } from '@heloc/domain';
import { CONDITION_REQUEST_REQUIRED_MESSAGE } from '@heloc/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';
import {
  APPLICATION_UUID,
  buildFile,
  buildSelf,
  CONDITION_UUID,
  MEMBER_UUID,
  STAFF_TOKEN,
} from '../../testing/console-fixtures';

// pdf.js does not run in jsdom: the viewer stands in as a region named by the document, showing the bytes' type.
vi.mock('../../../ui/signing/pdf-viewer', () => ({
  PdfViewer: ({ title, data }: { title: string; data: Blob }) => (
    <div role="region" aria-label={title}>
      {data.type}
    </div>
  ),
}));

const DOCUMENT_UUID = '3d3d3d3d-0000-4000-8000-000000000004';
const FILE = `GET /console/api/v1/applications/${APPLICATION_UUID}`;
const CONDITION = `/console/api/v1/applications/${APPLICATION_UUID}/conditions/${CONDITION_UUID}`;
const filePath = `/console/applications/${APPLICATION_UUID}`;
const background = (roles: Parameters<typeof buildSelf>[0] = ['PROCESSOR']) => ({
  'GET /staff/api/v1/me': jsonResponse(buildSelf(roles)),
  'GET /staff/api/v1/members': jsonResponse([]),
});
const rejected = () => ({
  ...buildFile().conditions[0]!,
  state: 'REJECTED' as const,
  rejectionReason: 'The statement must show the account holder name',
});

describe('the application file', () => {
  beforeEach(() => sessionStorage.setItem('heloc.staff-token', STAFF_TOKEN));

  it('says what the file waits on and who acts next', async () => {
    mockFetch({ ...background(), [FILE]: jsonResponse(buildFile()) });
    renderConsole(filePath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Borrower' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting on: the lender/)).toBeInTheDocument();
    expect(screen.getByText(/The lender reviews the bank statement/)).toBeInTheDocument();
    expect(screen.getByText('***-**-1234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Conditions' })).toBeInTheDocument();
  });

  it('rejects an answer only with a reason the borrower reads', async () => {
    const { calls } = mockFetch({
      ...background(),
      [FILE]: jsonResponse(buildFile()),
      [`POST ${CONDITION}/reject`]: jsonResponse(rejected()),
    });
    const { user } = renderConsole(filePath);
    const condition = await screen.findByRole('article', { name: /Bank account review/ });
    expect(within(condition).getByText(/Answered, to review/)).toBeInTheDocument();

    await user.click(within(condition).getByRole('button', { name: 'Reject' }));
    await user.click(within(condition).getByRole('button', { name: 'Reject the answer' }));
    expect(await within(condition).findByText(CONDITION_REJECTION_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(condition).getByLabelText(/^Reason the borrower reads/)).toHaveAccessibleDescription(
      expect.stringContaining(CONDITION_REJECTION_REASON_REQUIRED_MESSAGE),
    );
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);

    await user.type(
      within(condition).getByLabelText(/^Reason the borrower reads/),
      'The statement must show the account holder name',
    );
    await user.click(within(condition).getByRole('button', { name: 'Reject the answer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({
        reason: 'The statement must show the account holder name',
      }),
    );
    expect(calls.find((c) => c.url.endsWith('/reject'))?.headers.get('Authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    // The file is read again once the condition changed.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith(APPLICATION_UUID))).toHaveLength(2),
    );
  });

  it("shows the server's refusal and lets the member try again", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      ...background(),
      [FILE]: jsonResponse(buildFile()),
      [`POST ${CONDITION}/accept`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderConsole(filePath);
    const condition = await screen.findByRole('article', { name: /Bank account review/ });
    await user.click(within(condition).getByRole('button', { name: 'Accept' }));
    expect(await within(condition).findByRole('button', { name: 'Accepting' })).toBeDisabled();
    answer(jsonResponse({ errors: ['This condition is already accepted'] }, { status: 409 }));
    expect(await within(condition).findByRole('alert')).toHaveTextContent('This condition is already accepted');
    expect(within(condition).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows only the acts the member may do', async () => {
    mockFetch({ ...background(['SUPPORT_AGENT']), [FILE]: jsonResponse(buildFile()) });
    renderConsole(filePath);
    const condition = await screen.findByRole('article', { name: /Bank account review/ });
    expect(within(condition).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Raise a condition' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel or withdraw…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline…' })).not.toBeInTheDocument();
  });

  it('offers only the acts that apply to the file and to each condition', async () => {
    const unanswered = { ...buildFile().conditions[0]!, state: 'NEEDED' as const };
    mockFetch({
      ...background(['ADMIN']),
      [FILE]: jsonResponse(buildFile({ checklistStatus: 'OFFER_SELECTION', conditions: [unanswered] })),
    });
    renderConsole(filePath);
    const condition = await screen.findByRole('article', { name: /Bank account review/ });
    expect(within(condition).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(condition).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(condition).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valuation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline…' })).toBeInTheDocument();
  });

  it('offers the valuation while the opinion is awaited, and the notary at the deed', async () => {
    mockFetch({ ...background(['ADMIN']), [FILE]: jsonResponse(buildFile({ checklistStatus: 'NAV_BPO_PROCESSING' })) });
    const { unmount } = renderConsole(filePath);
    expect(await screen.findByRole('heading', { name: 'Valuation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notary' })).not.toBeInTheDocument();
    unmount();
    mockFetch({
      ...background(['ADMIN']),
      [FILE]: jsonResponse(buildFile({ checklistStatus: 'MANUAL_DEED_SIGNING' })),
    });
    renderConsole(filePath);
    expect(await screen.findByRole('heading', { name: 'Notary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen online session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to in-person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valuation' })).not.toBeInTheDocument();
  });

  it('reads the audit trail as field changes in words, and the phone formatted', async () => {
    const audit = [
      {
        id: 1,
        at: '2026-11-21T15:00:00.000Z',
        actor: 'Pat Processor',
        action: 'condition.reject',
        before: { conditionUuid: CONDITION_UUID, state: 'SUBMITTED', checklistStatus: 'OFFER_SELECTION' },
        after: { conditionUuid: CONDITION_UUID, state: 'REJECTED', reason: 'Unsigned letter' },
      },
      {
        id: 2,
        at: '2026-11-21T16:00:00.000Z',
        actor: 'Pat Processor',
        action: 'review.decide',
        before: { review: 'delinquency', checklistStatus: 'OFFER_SELECTION', uwDecision: 'REVIEW' },
        after: { review: 'delinquency', decision: 'APPROVE', checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
      },
      {
        id: 3,
        at: '2026-11-21T17:00:00.000Z',
        actor: 'Pat Processor',
        action: 'file.assign',
        before: { assigneeUuid: null },
        after: { assigneeUuid: MEMBER_UUID },
      },
    ];
    mockFetch({
      'GET /staff/api/v1/me': jsonResponse(buildSelf(['PROCESSOR'])),
      'GET /staff/api/v1/members': jsonResponse([buildSelf(['PROCESSOR'])]),
      [FILE]: jsonResponse(buildFile({ audit, borrower: { ...buildFile().borrower, phone: '+15550100100' } })),
    });
    renderConsole(filePath);
    const table = await screen.findByRole('table', { name: 'Staff acts on this file' });
    await waitFor(() => expect(table).toHaveTextContent('Assignee: — → Pat Processor'));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Condition rejected');
    expect(rows[1]).toHaveTextContent('Condition: Bank account review (bank statement or letter)');
    expect(rows[1]).toHaveTextContent('Condition state: Answered, to review → Rejected, the borrower answers again');
    expect(rows[1]).toHaveTextContent('Reason the borrower reads: Unsigned letter');
    expect(rows[2]).toHaveTextContent('Status: Offer selection → Collect additional info');
    expect(rows[2]).toHaveTextContent('Decision: Approved');
    expect(table.textContent).not.toMatch(/[{}]|[0-9a-f]{8}-[0-9a-f]{4}|[A-Z]+_[A-Z]+/);
    expect(screen.getByText('(555) 010-0100')).toBeInTheDocument();
  });

  it('raises a condition only with the request the borrower will read', async () => {
    const { calls } = mockFetch({ ...background(), [FILE]: jsonResponse(buildFile()) });
    const { user } = renderConsole(filePath);
    const form = await screen.findByRole('form', { name: 'Raise a condition' });
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'GENERIC_DOCUMENT_REQUEST');
    await user.click(within(form).getByRole('button', { name: 'Raise the condition' }));
    expect(await within(form).findByText(CONDITION_REQUEST_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('reveals a masked datum on request and assigns the file to the member', async () => {
    const { calls } = mockFetch({
      ...background(),
      [FILE]: jsonResponse(buildFile()),
      [`POST /console/api/v1/applications/${APPLICATION_UUID}/reveal`]: jsonResponse({
        field: 'SSN',
        value: '123-45-1234',
      }),
      [`PUT /console/api/v1/applications/${APPLICATION_UUID}/assignee`]: jsonResponse(
        buildFile({ assignee: { uuid: MEMBER_UUID, name: 'Pat Processor' } }),
      ),
    });
    const { user } = renderConsole(filePath);
    await user.click(await screen.findByRole('button', { name: 'Reveal SSN' }));
    expect(await screen.findByText('123-45-1234')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/reveal'))?.body).toEqual({ field: 'SSN' });

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/assignee'))?.body).toEqual({ memberUuid: MEMBER_UUID }),
    );
    expect(await screen.findByText('Pat Processor', { selector: 'p *, p' })).toBeInTheDocument();
  });

  it('opens a PDF in the viewer with bytes fetched with the staff token', async () => {
    const { calls } = mockFetch({
      ...background(),
      [FILE]: jsonResponse(
        buildFile({
          documents: [
            {
              uuid: DOCUMENT_UUID,
              title: 'Application disclosures',
              fileName: 'disclosures.pdf',
              contentType: 'application/pdf',
              size: 2048,
              createdAt: '2026-11-20T10:00:00.000Z',
              source: 'GENERATED',
            },
          ],
        }),
      ),
      [`GET /console/api/v1/applications/${APPLICATION_UUID}/documents/${DOCUMENT_UUID}`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const { user } = renderConsole(filePath);
    await user.click(await screen.findByRole('button', { name: 'View Application disclosures' }));
    expect(await screen.findByRole('region', { name: 'Application disclosures' })).toHaveTextContent('application/pdf');
    expect(calls.find((c) => c.url.endsWith(DOCUMENT_UUID))?.headers.get('Authorization')).toBe(
      `Bearer ${STAFF_TOKEN}`,
    );
    expect(screen.getByRole('button', { name: 'Download Application disclosures' })).toBeInTheDocument();
  });

  it('lists each answer to a re-answered condition with its file, date and outcome; only the waiting one has buttons', async () => {
    const doc = (uuid: string, fileName: string, createdAt: string) => ({
      uuid,
      kind: 'CONDITION_DOCUMENT' as const,
      incomeDocumentType: null,
      fileName,
      contentType: 'application/pdf' as const,
      size: 1024,
      sha256: 'a'.repeat(64),
      createdAt,
      uploadedBy: 'APPLICANT' as const,
    });
    const first = doc('d0d0d0d0-0000-4000-8000-000000000011', 'statement-october.pdf', '2026-11-20T11:00:00.000Z');
    const second = doc('d0d0d0d0-0000-4000-8000-000000000012', 'statement-november.pdf', '2026-11-22T09:00:00.000Z');
    const reanswered = {
      ...buildFile().conditions[0]!,
      documents: [first, second],
      answers: [
        {
          submittedAt: '2026-11-20T11:05:00.000Z',
          documents: [first],
          outcome: 'REJECTED' as const,
          decidedAt: '2026-11-21T08:00:00.000Z',
          rejectionReason: 'The statement must show the last 30 days',
        },
        {
          submittedAt: '2026-11-22T09:05:00.000Z',
          documents: [second],
          outcome: 'WAITING' as const,
          decidedAt: null,
          rejectionReason: null,
        },
      ],
    };
    mockFetch({ ...background(['ADMIN']), [FILE]: jsonResponse(buildFile({ conditions: [reanswered] })) });
    renderConsole(filePath);
    const condition = await screen.findByRole('article', { name: /Bank account review/ });
    const [rejected, waiting] = within(within(condition).getByRole('list', { name: "The borrower's answers" }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('console-answer'));
    expect(rejected).toHaveTextContent(/Answer 1: Rejected on/);
    expect(rejected).toHaveTextContent('Reason given: The statement must show the last 30 days');
    expect(rejected).toHaveTextContent('statement-october.pdf');
    expect(within(rejected!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(waiting).toHaveTextContent(/Answer 2: Waiting for a decision · sent/);
    expect(waiting).toHaveTextContent('statement-november.pdf');
    expect(waiting).toHaveTextContent(/Uploaded Nov 22, 2026/);
    expect(within(waiting!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(condition).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(within(condition).queryByText('Requested document')).not.toBeInTheDocument();
  });
});
