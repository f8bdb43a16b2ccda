import type { PIPELINE_SORTS, WaitingOn } from '@heloc/domain/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import { staffMemberNameOf } from '../../platform/auth/staff-members.repo';
import type { Db } from '../../platform/database/database';

/*
 * The pipeline's one query (docs/product/operations-console.md §3): the applications of some organisations, searched,
 * filtered, sorted and paged, with their total (the console's, through app.workflow.applications.pipeline). Every expression here is one an index of migration 0030 is built on
 * (docs/scaling.md); change one and change the index with it. No decisions: the service says what to ask.
 */

type PipelineSortColumn = (typeof PIPELINE_SORTS)[number];

/** Who a file waits on, as sets the domain's table gives (staff/waiting-on.ts) and the condition rule. */
interface WaitingOnSql {
  party: WaitingOn;
  /** The statuses whose own row waits on `party`. */
  statuses: readonly string[];
  /** The statuses of a closed file (it waits on nobody, whatever its conditions). */
  closedStatuses: readonly string[];
  /** Condition states of an answer to review, and of a condition the borrower owes. */
  reviewStates: readonly string[];
  borrowerStates: readonly string[];
}

export interface PipelineFilter {
  /** Already narrowed to the member's organisations; never empty. */
  orgCodes: readonly string[];
  /** Lower-cased words of the search (one or two). */
  words?: readonly string[];
  status?: string;
  waitingOn?: WaitingOnSql;
  /** A member's uuid, or null for unassigned. */
  assignee?: string | null;
  sort: PipelineSortColumn;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const FIRST_NAME = sql<string>`lower(a.applicant->>'firstName')`;
const LAST_NAME = sql<string>`lower(a.applicant->>'lastName')`;
const EMAIL = sql<string>`lower(coalesce(a.contact->>'email', a.applicant->>'email'))`;
const LOAN_NUMBER = sql<string>`upper(a.loan_number)`;

/** A LIKE pattern matching what starts with `text` (its own % and _ taken literally). */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const conditionsIn = (states: readonly string[]) =>
  sql`(select c.application_uuid from conditions c where c.state in (${inList(states)}))`;

const waitingOnWhere = (w: WaitingOnSql): Expression<SqlBool> => {
  const inStatuses = (list: readonly string[]) =>
    list.length ? sql`a.checklist_status in (${inList(list)})` : sql`false`;
  const open = sql`not (${inStatuses(w.closedStatuses)})`;
  const review = sql`a.uuid in ${conditionsIn(w.reviewStates)}`;
  const owed = sql`a.uuid in ${conditionsIn(w.borrowerStates)}`;
  switch (w.party) {
    case 'NOBODY':
      return sql<SqlBool>`${inStatuses(w.closedStatuses)}`;
    case 'LENDER':
      return sql<SqlBool>`(${open} and (${review} or (${inStatuses(w.statuses)} and not ${owed})))`;
    case 'BORROWER':
      return sql<SqlBool>`(${open} and not ${review} and (${inStatuses(w.statuses)} or ${owed}))`;
    default:
      return sql<SqlBool>`(${inStatuses(w.statuses)} and not ${review} and not ${owed})`;
  }
};

const searchWhere = (words: readonly string[]): Expression<SqlBool> => {
  const [first, second] = words;
  if (second !== undefined && first !== undefined)
    return sql<SqlBool>`(${FIRST_NAME} like ${prefix(first)} and ${LAST_NAME} like ${prefix(second)})`;
  const q = first ?? '';
  return sql<SqlBool>`(${FIRST_NAME} like ${prefix(q)} or ${LAST_NAME} like ${prefix(q)}
    or ${EMAIL} like ${prefix(q)} or ${LOAN_NUMBER} like ${prefix(q.toUpperCase())})`;
};

const whereOf = (filter: PipelineFilter): Expression<SqlBool> => {
  const parts: Expression<SqlBool>[] = [
    filter.orgCodes.length === 1
      ? sql<SqlBool>`a.org_code = ${filter.orgCodes[0]}`
      : sql<SqlBool>`a.org_code in (${inList(filter.orgCodes)})`,
  ];
  if (filter.words?.length) parts.push(searchWhere(filter.words));
  if (filter.status) parts.push(sql<SqlBool>`a.checklist_status = ${filter.status}`);
  if (filter.waitingOn) parts.push(waitingOnWhere(filter.waitingOn));
  if (filter.assignee !== undefined)
    parts.push(
      filter.assignee === null
        ? sql<SqlBool>`a.assignee_uuid is null`
        : sql<SqlBool>`a.assignee_uuid = ${filter.assignee}`,
    );
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
};

const orderOf = ({ sort, order }: PipelineFilter) => {
  // "age" is the time in status: the longest first when descending.
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const ageDir = order === 'asc' ? sql`desc` : sql`asc`;
  switch (sort) {
    case 'status':
      return sql`a.checklist_status ${dir}, a.status_changed_at asc, a.uuid asc`;
    case 'updated':
      return sql`a.updated_at ${dir}, a.uuid asc`;
    case 'name':
      return sql`${LAST_NAME} ${dir}, ${FIRST_NAME} ${dir}, a.uuid asc`;
    default:
      return sql`a.status_changed_at ${ageDir}, a.uuid ${ageDir}`;
  }
};

export interface PipelineDbRow {
  uuid: string;
  loan_number: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  org_code: string;
  checklist_status: string;
  status_changed_at: Date;
  assignee_uuid: string | null;
  assignee_name: string | null;
  rescission_ends_at: Date | null;
  notary_waiting_until: Date | null;
  property_state: string | null;
  property_zip: string | null;
}

/** One page of the pipeline and the number of applications matching in all. */
export const listPipeline = async (
  db: Db,
  filter: PipelineFilter,
): Promise<{ rows: PipelineDbRow[]; total: number }> => {
  const where = whereOf(filter);
  // A search finds its matches first through the prefix indexes, then sorts them: "offset 0" keeps the planner from
  // walking a sort index instead, hoping to meet enough matches early (a search that matches few rows would then
  // read the whole table; bench figure 8).
  const source = filter.words?.length
    ? sql`(select * from applications a where ${where} offset 0) a`
    : sql`(select * from applications a where ${where}) a`;
  const [page, count] = await Promise.all([
    sql<PipelineDbRow>`select a.uuid, a.loan_number, a.applicant->>'firstName' as first_name,
        a.applicant->>'lastName' as last_name, coalesce(a.contact->>'email', a.applicant->>'email') as email,
        a.org_code, a.checklist_status, a.status_changed_at, a.assignee_uuid,
        ${staffMemberNameOf(sql.ref('a.assignee_uuid'))} as assignee_name,
        a.rescission_ends_at, a.notary_waiting_until, a.property_state, a.property_zip
      from ${source}
      order by ${orderOf(filter)}
      limit ${filter.limit} offset ${filter.offset}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from applications a where ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
};

/** The open conditions of some applications, by state: the waiting-on rule's counts. */
export const countOpenConditions = async (db: Db, applicationUuids: readonly string[]) =>
  applicationUuids.length === 0
    ? []
    : db
        .selectFrom('conditions')
        .select(['application_uuid', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('application_uuid', 'in', applicationUuids)
        .where('state', '<>', 'ACCEPTED')
        .groupBy(['application_uuid', 'state'])
        .execute();
