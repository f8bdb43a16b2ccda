import {
  CONDITION_STATES_AWAITING_BORROWER,
  CONDITION_STATES_AWAITING_REVIEW,
  isWaitOverdue,
  LENDER_WAIT_TARGETS,
  lenderWaitKindOf,
  openConditionCountsOf,
  statusesWaitingOn,
  takesWaitKind,
  waitingOnOf,
} from '@heloc/domain';
import type { MyWorkRow } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { type PipelineFilter, readPipelinePage } from '../../workflow';

/*
 * My work (docs/product/operations-console.md §11): the files of the member's organisations waiting on the lender,
 * assigned to them or unassigned and of a kind their roles take, the longest-waiting first, each against its kind's
 * target (packages/domain/src/staff/wait-targets.ts). The pipeline's own query (the waiting-on rule in SQL), twice:
 * the member's files and the unassigned ones.
 */

/** Most files of each list (the member's, the unassigned): a day's work, the longest-waiting first. */
const MOST = 100;

export const getMyWork = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  { orgCode }: { orgCode?: string | undefined },
): Promise<{ rows: MyWorkRow[] }> => {
  const orgCodes = orgCode ? staff.orgCodes.filter((o) => o === orgCode) : [...staff.orgCodes];
  if (orgCodes.length === 0) return { rows: [] };
  const now = ctx.now();
  const filterFor = (assignee: string | null): PipelineFilter => ({
    orgCodes,
    words: [],
    waitingOn: {
      party: 'LENDER',
      statuses: statusesWaitingOn('LENDER'),
      closedStatuses: statusesWaitingOn('NOBODY'),
      reviewStates: CONDITION_STATES_AWAITING_REVIEW,
      borrowerStates: CONDITION_STATES_AWAITING_BORROWER,
    },
    assignee,
    sort: 'age',
    order: 'desc',
    limit: MOST,
    offset: 0,
  });
  const rows: MyWorkRow[] = [];
  for (const assignee of [staff.memberUuid, null]) {
    const page = await readPipelinePage(ctx.db, filterFor(assignee));
    for (const r of page.rows) {
      const conditions = openConditionCountsOf(
        page.openConditions
          .filter((c) => c.application_uuid === r.uuid)
          .map((c) => ({ state: c.state, n: Number(c.n) })),
      );
      const kind = lenderWaitKindOf(r.checklist_status, conditions);
      if (!kind || (assignee === null && !takesWaitKind(staff.roles, kind))) continue;
      const since = new Date(r.status_changed_at);
      rows.push({
        uuid: r.uuid,
        loanNumber: r.loan_number,
        borrowerName: [r.first_name, r.last_name].filter(Boolean).join(' ') || 'Unknown borrower',
        orgCode: r.org_code,
        checklistStatus: r.checklist_status,
        kind,
        waitingSince: since.toISOString(),
        targetHours: LENDER_WAIT_TARGETS[kind].targetHours,
        overdue: isWaitOverdue(kind, since, now),
        nextAction: waitingOnOf(r.checklist_status, conditions).nextAction,
        assignee: r.assignee_uuid ? { uuid: r.assignee_uuid, name: r.assignee_name ?? '' } : null,
      });
    }
  }
  rows.sort((a, b) => a.waitingSince.localeCompare(b.waitingSince));
  return { rows };
};
