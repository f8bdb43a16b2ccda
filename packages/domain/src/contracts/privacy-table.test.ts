import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../staff/roles';
import { answerFields } from './answer-fields';
import type { Contract } from './contract';
import * as contracts from './index';
import { staffOnlyFields } from './staff-only';

/*
 * docs/product/privacy.md §2, restated row by row: each row names the calls that answer it, and each cell is what
 * those calls' declared audiences, the staff roles' permissions and the fields marked as the lender's own give that
 * party. The page's table must read exactly so.
 */

const PARTIES = [
  'Visitor',
  'Borrower',
  'Additional signer',
  'Admin',
  'Processor',
  'Underwriter',
  'Closer',
  'Support agent',
];
const ROLE_OF_PARTY: Readonly<Record<string, StaffRole>> = {
  Admin: 'ADMIN',
  Processor: 'PROCESSOR',
  Underwriter: 'UNDERWRITER',
  Closer: 'CLOSER',
  'Support agent': 'SUPPORT_AGENT',
};

interface Row {
  /** The row's first cell, as the page writes it. */
  item: string;
  /** What the row's calls answer: the file (yes), only the caller's own data (own), or the lender's own fields. */
  kind: 'file' | 'own' | 'personal' | 'lender';
  /** The calls a visitor, borrower or signer reads it with. */
  reads: readonly Contract[];
  /** The calls a member reads it with; for personal data, the masked file first, then the reveal. */
  staffReads: readonly Contract[];
  /** The lender's own: the staff fields that carry it, each marked staffOnly. */
  fields?: readonly string[];
}

const c = contracts;
const ROWS: readonly Row[] = [
  {
    item: 'Where it stands and what comes next',
    kind: 'file',
    reads: [c.getHelocStatusContract],
    staffReads: [c.getApplicationFileContract],
  },
  {
    item: 'The application: property, income, assets, liens, offers, the line chosen, bank accounts, valuation, the expected funding date',
    kind: 'file',
    reads: [
      c.getHelocApplicationContract,
      c.listHelocApplicationsContract,
      c.getApplicationSummaryContract,
      c.getIncomeOptionsContract,
      c.getAssetsContract,
      c.listLiensContract,
      c.getBankAccountsContract,
      c.getValuationContract,
      c.getPropertyReviewContract,
      c.getRequalificationContract,
      c.getIdentityCheckContract,
      c.listApplicationDocumentsContract,
      c.getFundingForecastContract,
      c.getFundedLineContract,
    ],
    staffReads: [c.getApplicationFileContract],
  },
  {
    item: 'Decisions: reviews, the credit freeze, the adverse action notice',
    kind: 'file',
    reads: [c.getReviewContract, c.getCreditBlockContract, c.getAdverseActionNoticeContract],
    staffReads: [c.getApplicationFileContract],
  },
  {
    item: 'Conditions: the request, the comments to the borrower, the rejection reason, the files sent',
    kind: 'file',
    reads: [c.listExternalApplicantConditionsContract],
    staffReads: [c.getApplicationFileContract],
  },
  {
    item: "Closing: the documents to sign, the signatures, the notary, the line's terms and its funding",
    kind: 'file',
    reads: [
      c.getClosingPackageContract,
      c.getNotaryContract,
      c.getCompleteSummaryContract,
      c.downloadApplicationDocumentContract,
    ],
    staffReads: [c.getApplicationFileContract],
  },
  {
    item: 'Personal data: SSN, date of birth, account numbers',
    kind: 'personal',
    reads: [c.getProfileContract],
    staffReads: [c.getApplicationFileContract, c.consoleRevealContract],
  },
  {
    item: "The lender's internal notes, on conditions and on the file",
    kind: 'lender',
    reads: [],
    staffReads: [c.getApplicationFileContract],
    fields: ['internalNotes', 'notes'],
  },
  {
    item: "The audit trail and the registration's session trail",
    kind: 'lender',
    reads: [],
    staffReads: [c.getApplicationFileContract],
    fields: ['audit', 'sessionLink'],
  },
  {
    item: 'Chats about the application',
    kind: 'own',
    reads: [c.getChatHistoryContract, c.downloadChatAttachmentContract],
    staffReads: [c.getApplicationChatsContract],
  },
];

/**
 * Calls a signed-in customer makes that answer only what is theirs as a borrower: a signer may make them, and finds
 * nothing of an application they only sign for (apps/server/src/modules/application/application-list.test.ts).
 */
const ANSWERS_ONLY_THE_BORROWERS_OWN: readonly Contract[] = [c.listHelocApplicationsContract];

const callableByVisitor = (contract: Contract) => contract.auth === 'public';
const callableByBorrower = (contract: Contract) =>
  ['public', 'customer', 'borrower', 'participant'].includes(contract.auth);
const callableBySigner = (contract: Contract) =>
  contract.auth === 'public' ||
  contract.auth === 'participant' ||
  (contract.auth === 'customer' && !ANSWERS_ONLY_THE_BORROWERS_OWN.includes(contract));

const allows = (role: StaffRole, contract: Contract) =>
  (contract.auth === 'staff' || contract.auth === 'staff-partial') &&
  (!contract.permission || ROLE_PERMISSIONS[role].includes(contract.permission));

const STAFF_CONTRACTS = (Object.values(contracts) as unknown[]).filter(
  (value): value is Contract =>
    typeof value === 'object' &&
    value !== null &&
    'auth' in value &&
    (value.auth === 'staff' || value.auth === 'staff-partial'),
);
/** The names of the fields the staff contracts mark as the lender's own (contracts/staff-only.ts). */
const MARKED_STAFF_ONLY = new Set(
  STAFF_CONTRACTS.flatMap((contract) =>
    Object.values(contract.response).flatMap((schema) => answerFields(schema as z.ZodType)),
  )
    .filter((field) => staffOnlyFields.has(field.schema))
    .map((field) => field.path.split('.').pop()?.replace(/\W/g, '')),
);

/** What the code gives one party of one row. */
const cellOf = (row: Row, party: string): string => {
  const role = ROLE_OF_PARTY[party];
  if (role) {
    const [file, reveal] = row.staffReads;
    if (!file || !allows(role, file)) return '—';
    if (row.kind === 'personal') return reveal && allows(role, reveal) ? 'masked, in full on reveal' : 'masked';
    return 'yes';
  }
  if (row.kind === 'lender') return row.fields?.every((field) => MARKED_STAFF_ONLY.has(field)) ? '—' : 'unmarked';
  const callable = { Visitor: callableByVisitor, Borrower: callableByBorrower, 'Additional signer': callableBySigner }[
    party
  ];
  if (!callable || !row.reads.some(callable)) return '—';
  if (row.kind === 'personal' || row.kind === 'own') return 'own';
  return 'yes';
};

/** docs/product/privacy.md §2's table: its header, then one row of cells per line. */
const PAGE = readFileSync(join(__dirname, '../../../../docs/product/privacy.md'), 'utf8');
const tableLines = PAGE.split('\n').filter((line) => line.startsWith('|'));
const cellsOf = (line: string) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
const [header, , ...bodyLines] = tableLines;

describe('docs/product/privacy.md §2, what each party may read of a file', () => {
  it('names the parties in its columns', () => {
    expect(cellsOf(header ?? '|')).toEqual(['What of a file', ...PARTIES]);
    expect(Object.values(ROLE_OF_PARTY).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('has the rows the code restates, in order', () => {
    expect(bodyLines.map((line) => cellsOf(line)[0])).toEqual(ROWS.map((row) => row.item));
  });

  it.each(ROWS.map((row) => [row.item, row] as const))('%s', (_item, row) => {
    const line = bodyLines.find((candidate) => cellsOf(candidate)[0] === row.item);
    expect(cellsOf(line ?? '|').slice(1)).toEqual(PARTIES.map((party) => cellOf(row, party)));
  });
});
