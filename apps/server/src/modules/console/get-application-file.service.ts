import {
  APPLICATION_DOCUMENT_KIND_LABELS,
  type ApplicationDocumentKind,
  englishOf,
  formatDateTimeIn,
  openConditionCountsOf,
  REVIEW_STATUSES,
  waitingOnOf,
} from '@heloc/domain';
import type {
  ApplicationFile,
  AuditEntry,
  ConsoleDocument,
  ConsoleReviewKey,
  Offer,
  SelectedOffer,
} from '@heloc/domain/contracts';
import { CONSOLE_REVIEW_KEYS } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { listApplicationAudit } from '../../platform/audit/audit.repo';
import { isoDateOf, openBirthDate } from '../../platform/crypto';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ApplicationRow, ConditionRow, DocumentRow } from '../../platform/database/schema';
import { noteAnswerEndsAt } from '../../platform/database/read-record';
import { listDocumentRecords } from '../../platform/storage';
import {
  readStatusEnteredAt,
  readClosingDocuments,
  readConditionHistory,
  readConditions,
  readSignerNames,
  propertyTimeZoneOf,
  readApplicationFile,
  readStatusChanges,
} from '../../workflow';
import { toStaffCondition } from '../conditions';
import { listReviewSubmissions } from '../decisions';
import type { ServiceContext } from '../service-context';
import { requireScopedFile } from './console-file';
import { listNotes } from './console.repo';
import { listStaffMembersByUuid } from '../../platform/auth/staff-members.repo';

/*
 * An application's file in the console (docs/product/operations-console.md §4): summary, timeline, documents,
 * conditions, open reviews, notes and audit trail. Personal data is masked here (§6): the SSN's last four digits, the
 * year of birth, the account's last four digits; a reveal is its own call.
 */

const REVIEW_LABELS: Readonly<Record<ConsoleReviewKey, string>> = {
  delinquency: 'Delinquency review',
  uw: 'Underwriting review',
  'incorrect-pin': 'Property (parcel number) review',
  'incorrect-ownership': 'Ownership review',
  'no-credit': 'No credit file found',
  identity: 'Identity verification failure',
  payoff: 'Lien payoff letters awaited',
  flood: 'Flood certificate awaited',
};

/** The date a DATE row waits for, as shown in the property's time zone. */
export const untilOf = (
  row: Pick<ApplicationRow, 'checklist_status' | 'rescission_ends_at' | 'notary_waiting_until'>,
  timeZone: string,
) => {
  const at =
    row.checklist_status === 'RESCISSION'
      ? row.rescission_ends_at
      : row.checklist_status === 'NOTARY_WAITING_PERIOD'
        ? row.notary_waiting_until
        : null;
  return at ? formatDateTimeIn(at, timeZone) : null;
};

const borrowerNameOf = (row: ApplicationRow): string =>
  [row.applicant?.firstName, row.applicant?.middleName, row.applicant?.lastName].filter(Boolean).join(' ') ||
  'Unknown borrower';

const maskedSsn = (last4: string | null) => (last4 ? `***-**-${last4}` : null);
const maskedAccount = (last4: string | null) => (last4 ? `****${last4}` : null);

/** The full date of birth (yyyy-MM-dd), unsealed; null when none was given. */
export const birthDateOf = (ctx: ServiceContext, row: ApplicationRow): string | null => {
  const sealed = row.applicant?.dobSealed;
  if (sealed) return openBirthDate(ctx.cipher, sealed, 'applications', row.uuid, 'applicant.dob');
  const plain = row.applicant?.dob;
  return plain ? isoDateOf(plain) : null;
};

const lineOf = (row: ApplicationRow): ApplicationFile['line'] => {
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  if (!selected) return null;
  const offer = ((row.offers ?? []) as Offer[]).find((o) => o.term === selected.term && o.type === selected.type);
  return {
    lineAmountDollars: offer?.max ?? null,
    drawDollars: selected.drawAmount ?? null,
    termYears: offer?.term ?? selected.term ?? null,
    ratePercent: offer?.rate ?? null,
  };
};

const addressOf = (row: ApplicationRow): string | null =>
  row.property_street1
    ? [row.property_street1, row.property_street2, `${row.property_city}, ${row.property_state} ${row.property_zip}`]
        .filter(Boolean)
        .join(', ')
    : null;

/** A document kind's name as the console reads it: English (docs/i18n.md "What stays English"). */
const kindTitleOf = (kind: string): string | undefined => {
  const label = APPLICATION_DOCUMENT_KIND_LABELS[kind as ApplicationDocumentKind];
  return label && englishOf(label);
};

const toConsoleDocument = (row: DocumentRow, titles: ReadonlyMap<string, string>): ConsoleDocument => ({
  uuid: row.uuid,
  // An answer to a condition is known by its file name, not by the kind every such upload shares.
  title:
    titles.get(row.uuid) ?? (row.kind === 'CONDITION_DOCUMENT' ? row.file_name : (kindTitleOf(row.kind) ?? row.kind)),
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
  source: row.uploaded_by === 'SYSTEM' ? 'GENERATED' : 'UPLOAD',
});

/**
 * Who made a change, in words: a member, the borrower (or a signer), the sandbox, or the engine. The file's assignee
 * is read with the members of the timeline.
 */
const actorsOf = async (ctx: ServiceContext, row: ApplicationRow, changedBy: readonly string[]) => {
  const staffUuids = [
    ...new Set([
      ...changedBy.flatMap((by) => /^staff:([0-9a-f-]{36})/.exec(by)?.[1] ?? []),
      ...(row.assignee_uuid ? [row.assignee_uuid] : []),
    ]),
  ];
  const signers = [
    ...new Set(
      changedBy.flatMap((by) => /^identity:([0-9a-f-]{36})/.exec(by)?.[1] ?? []).filter((i) => i !== row.identity_uuid),
    ),
  ];
  const [members, people] = await Promise.all([
    listStaffMembersByUuid(ctx.db, staffUuids),
    readSignerNames(ctx.db, row.uuid, signers),
  ]);
  const names = new Map(members.map((m) => [m.uuid, m.name]));
  if (row.identity_uuid) people.set(row.identity_uuid, borrowerNameOf(row));
  const assigneeName = row.assignee_uuid ? names.get(row.assignee_uuid) : undefined;
  const assignee =
    row.assignee_uuid && assigneeName !== undefined ? { uuid: row.assignee_uuid, name: assigneeName } : null;
  const actorOf = (by: string) => {
    const staff = /^staff:([0-9a-f-]{36})/.exec(by)?.[1];
    if (staff) return { kind: 'STAFF' as const, name: names.get(staff) ?? 'A former member' };
    const identity = /^identity:([0-9a-f-]{36})/.exec(by)?.[1];
    if (identity) return { kind: 'BORROWER' as const, name: people.get(identity) ?? 'The borrower' };
    if (by === 'sandbox') return { kind: 'SANDBOX' as const, name: 'Sandbox' };
    return { kind: 'SYSTEM' as const, name: by.replace(/^engine:/, '') };
  };
  return { actorOf, assignee };
};

const openReviewsOf = async (
  ctx: ServiceContext,
  row: ApplicationRow,
  conditions: readonly ConditionRow[],
  documents: readonly ConsoleDocument[],
): Promise<ApplicationFile['reviews']> => {
  const open = CONSOLE_REVIEW_KEYS.filter((key) => {
    if (key === 'identity')
      return (
        row.checklist_status === 'IDENTITY_VERIFICATION' &&
        conditions.some((c) => c.category_enum === 'ID_VERIFICATION_FAILURE' && c.resolved_at === null)
      );
    if (key === 'payoff') return row.checklist_status === 'PAYOFF_REQUEST_PENDING';
    if (key === 'flood') return row.checklist_status === 'GEN_CLOSING_DISCLOSURE' && row.waiting_on_flood_cert;
    return row.checklist_status === REVIEW_STATUSES[key];
  });
  if (open.length === 0) return [];
  // Every open review is held by the current status: it opened when the file entered it.
  const since = (await readStatusEnteredAt(ctx.db, row.uuid, row.checklist_status)) ?? row.status_changed_at;
  const reviews: ApplicationFile['reviews'] = [];
  for (const key of open) {
    const submissions = await listReviewSubmissions(ctx.db, row.uuid, key);
    const sent = new Set(submissions.flatMap((s) => s.document_uuids));
    const explained = [...submissions].reverse().find((s) => s.explanation !== null);
    reviews.push({
      key,
      label: REVIEW_LABELS[key],
      since: since.toISOString(),
      explanation: explained?.explanation ?? null,
      documents: documents.filter((d) => sent.has(d.uuid)),
    });
  }
  return reviews;
};

const toAuditEntry = (row: {
  id: number | string;
  at: Date;
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
}): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The file as the member sees it now (what is due is applied first). 404 outside the member's organisations. */
export const getApplicationFile = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
): Promise<ApplicationFile> => {
  // One statement finds the file in scope and whether a step is due; only then does the engine apply it and the row
  // is read again (the file as it is now).
  const found = await readApplicationFile(ctx.db, uuid, staff.orgCodes);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  let row: ApplicationRow = found;
  if (found.next_due_at !== null && found.next_due_at.getTime() <= ctx.now().getTime()) {
    await ctx.workflow.applyDue(uuid);
    row = await requireScopedFile(ctx, staff, uuid);
  } else {
    // A remembered file ends when its next step falls due (the read would then apply it).
    noteAnswerEndsAt(found.next_due_at);
  }
  const db = ctx.db;
  // Independent reads, side by side (each its own connection on PostgreSQL).
  const [history, documentRows, closingDocuments, conditions, conditionMoves, notes, audit] = await Promise.all([
    readStatusChanges(db, uuid),
    listDocumentRecords(db, uuid),
    readClosingDocuments(db, uuid),
    readConditions(db, uuid),
    readConditionHistory(db, uuid),
    listNotes(db, uuid),
    listApplicationAudit(db, uuid),
  ]);
  const titles = new Map(closingDocuments.map((d) => [d.document_uuid, d.title]));
  const documents = documentRows.map((d) => toConsoleDocument(d, titles));
  const { actorOf, assignee } = await actorsOf(
    ctx,
    row,
    history.map((h) => h.changed_by),
  );
  const timeZone = propertyTimeZoneOf(row);
  const next = waitingOnOf(row.checklist_status, openConditionCountsOf(conditions), { until: untilOf(row, timeZone) });
  const dateOfBirth = birthDateOf(ctx, row);
  return {
    uuid: row.uuid,
    loanNumber: row.loan_number,
    orgCode: row.org_code,
    checklistStatus: row.checklist_status,
    statusSince: row.status_changed_at.toISOString(),
    waitingOn: next.waitingOn,
    nextAction: next.nextAction,
    assignee,
    borrower: {
      name: borrowerNameOf(row),
      email: row.contact?.email ?? row.applicant?.email ?? null,
      phone: row.contact?.phoneNumber ?? row.applicant?.phoneNumber ?? null,
      ssn: maskedSsn(row.ssn_last4),
      dateOfBirth: dateOfBirth ? dateOfBirth.slice(0, 4) : null,
    },
    property: { address: addressOf(row), valueDollars: row.property_value_dollars },
    line: lineOf(row),
    pricingSheetVersion: (row.offers ?? []).length > 0 ? row.pricing_sheet_version : null,
    disbursementAccount: maskedAccount(row.disburse_account_number),
    timeline: history.map((h) => ({
      at: h.created_at.toISOString(),
      field: h.field,
      from: h.from_value,
      to: h.to_value,
      by: actorOf(h.changed_by),
    })),
    documents,
    conditions: conditions.map((c) =>
      toStaffCondition(
        c,
        documentRows.filter((d) => d.subject_uuid === c.uuid),
        conditionMoves,
      ),
    ),
    reviews: await openReviewsOf(ctx, row, conditions, documents),
    notes: notes.map((n) => ({ uuid: n.uuid, at: n.created_at.toISOString(), author: n.author ?? '', text: n.text })),
    audit: audit.map(toAuditEntry),
    sessionLink: row.full_story_link ?? null,
  };
};
