import { ROLE_PERMISSIONS, type StaffRole } from '@heloc/domain';
import type { ApplicationFile, PipelinePage, PipelineRow, StaffSelf } from '@heloc/domain/contracts';

export const STAFF_TOKEN = 'staff-token-1';
export const MEMBER_UUID = '0b0b0b0b-0000-4000-8000-000000000001';
export const APPLICATION_UUID = '1a1a1a1a-0000-4000-8000-000000000002';
export const CONDITION_UUID = '2c2c2c2c-0000-4000-8000-000000000003';

/** The signed-in member, with the permissions of their roles. */
export const buildSelf = (roles: StaffRole[] = ['ADMIN']): StaffSelf => ({
  uuid: MEMBER_UUID,
  email: 'pat@lender.example',
  name: 'Pat Processor',
  roles,
  orgCodes: ['MAIN'],
  state: 'ACTIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
  permissions: [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))],
});

export const buildRow = (overrides: Partial<PipelineRow> = {}): PipelineRow => ({
  uuid: APPLICATION_UUID,
  loanNumber: 'HL-1001',
  borrowerName: 'Ann Borrower',
  email: 'ann@example.com',
  orgCode: 'MAIN',
  checklistStatus: 'WAITING_FOR_CONDITIONS',
  statusSince: new Date(Date.now() - 75 * 3600_000).toISOString(),
  waitingOn: 'BORROWER',
  nextAction: 'The borrower uploads a bank statement',
  assignee: null,
  openConditions: 1,
  ...overrides,
});

export const buildPipelinePage = (rows: PipelineRow[] = [buildRow()], total = rows.length): PipelinePage => ({
  rows,
  total,
  page: 1,
  pageSize: 25,
});

export const buildFile = (overrides: Partial<ApplicationFile> = {}): ApplicationFile => ({
  uuid: APPLICATION_UUID,
  loanNumber: 'HL-1001',
  orgCode: 'MAIN',
  checklistStatus: 'WAITING_FOR_CONDITIONS',
  statusSince: '2026-11-20T10:00:00.000Z',
  waitingOn: 'LENDER',
  nextAction: 'The lender reviews the bank statement',
  assignee: null,
  borrower: {
    name: 'Ann Borrower',
    email: 'ann@example.com',
    phone: '(555) 010-0100',
    ssn: '***-**-1234',
    dateOfBirth: '1980',
  },
  property: { address: '1 Main St, Springfield, CA 90001', valueDollars: 800_000 },
  line: { lineAmountDollars: 100_000, drawDollars: 50_000, termYears: 30, ratePercent: 8.5 },
  pricingSheetVersion: 2,
  disbursementAccount: '****6789',
  timeline: [],
  documents: [],
  conditions: [
    {
      uuid: CONDITION_UUID,
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      created: '2026-11-20T10:00:00.000Z',
      requestDocuments: ['BANK_STATEMENT'],
      internalNotes: null,
      commentsToBorrower: null,
      actionNeeded: null,
      xtraData: { numDocsRequired: 1 },
      state: 'SUBMITTED',
      rejectionReason: null,
      documents: [],
      resolved: null,
      answers: [
        {
          submittedAt: '2026-11-21T10:00:00.000Z',
          documents: [],
          outcome: 'WAITING',
          decidedAt: null,
          rejectionReason: null,
        },
      ],
    },
  ],
  reviews: [],
  notes: [],
  audit: [],
  ...overrides,
});
