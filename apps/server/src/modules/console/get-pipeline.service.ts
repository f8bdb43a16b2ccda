import {
  CONDITION_STATES_AWAITING_BORROWER,
  CONDITION_STATES_AWAITING_REVIEW,
  openConditionCountsOf,
  statusesWaitingOn,
  timeZoneOfProperty,
  waitingOnOf,
} from '@heloc/domain';
import type { PipelinePage, pipelineQuerySchema } from '@heloc/domain/contracts';
import type { z } from 'zod';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { untilOf } from './get-application-file.service';
import { type PipelineFilter, readPipelinePage } from '../../workflow';

/*
 * The pipeline (docs/product/operations-console.md §3): the member's organisations only, searched (a prefix of the
 * first or last name, "first last", the e-mail or the loan number), filtered, sorted and paged on the server. The
 * waiting-on filter is the domain's table (staff/waiting-on.ts) and its condition rule, asked in SQL.
 */

type PipelineQuery = z.output<typeof pipelineQuerySchema>;

const wordsOf = (q: string | undefined): string[] => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 2);

export const getPipeline = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  query: PipelineQuery,
): Promise<PipelinePage> => {
  const { page, pageSize } = query;
  const orgCodes = query.orgCode ? staff.orgCodes.filter((o) => o === query.orgCode) : [...staff.orgCodes];
  if (orgCodes.length === 0) return { rows: [], total: 0, page, pageSize };
  const filter: PipelineFilter = {
    orgCodes,
    words: wordsOf(query.q),
    ...(query.status ? { status: query.status } : {}),
    ...(query.waitingOn
      ? {
          waitingOn: {
            party: query.waitingOn,
            statuses: statusesWaitingOn(query.waitingOn),
            closedStatuses: statusesWaitingOn('NOBODY'),
            reviewStates: CONDITION_STATES_AWAITING_REVIEW,
            borrowerStates: CONDITION_STATES_AWAITING_BORROWER,
          },
        }
      : {}),
    ...(query.assignee
      ? { assignee: query.assignee === 'none' ? null : query.assignee === 'me' ? staff.memberUuid : query.assignee }
      : {}),
    sort: query.sort,
    order: query.order,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const { rows, total, openConditions: counts } = await readPipelinePage(ctx.db, filter);
  return {
    rows: rows.map((r) => {
      const conditions = openConditionCountsOf(
        counts.filter((c) => c.application_uuid === r.uuid).map((c) => ({ state: c.state, n: Number(c.n) })),
      );
      const timeZone = timeZoneOfProperty({ state: r.property_state, zip: r.property_zip });
      const next = waitingOnOf(r.checklist_status, conditions, { until: untilOf(r, timeZone) });
      return {
        uuid: r.uuid,
        loanNumber: r.loan_number,
        borrowerName: [r.first_name, r.last_name].filter(Boolean).join(' ') || 'Unknown borrower',
        email: r.email,
        orgCode: r.org_code,
        checklistStatus: r.checklist_status,
        statusSince: new Date(r.status_changed_at).toISOString(),
        waitingOn: next.waitingOn,
        nextAction: next.nextAction,
        assignee: r.assignee_uuid ? { uuid: r.assignee_uuid, name: r.assignee_name ?? '' } : null,
        openConditions: conditions.awaitingReview + conditions.awaitingBorrower,
      };
    }),
    total,
    page,
    pageSize,
  };
};
