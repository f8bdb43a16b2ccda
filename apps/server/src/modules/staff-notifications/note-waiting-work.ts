import {
  CONDITION_STATES_AWAITING_REVIEW,
  DEFAULT_STAFF_NOTIFICATION_CHANNEL,
  LENDER_WAIT_TARGETS,
  lenderWaitKindOf,
  openConditionCountsOf,
  rolesAllow,
  STAFF_NOTIFICATION_TEXTS,
  type LenderWaitKind,
  type StaffRole,
  takesWaitKind,
} from '@heloc/domain';
import { listStaffMemberRows, type StaffMemberRow } from '../../platform/auth/staff-members.repo';
import type { Mailer } from '../../platform/email';
import { senderOf } from '../../platform/email/sender';
import type { ServiceContext } from '../service-context';
import { readApplicationRow, readConditionAnswers, readConditions } from '../../workflow';
import { insertStaffNotifications, readNotificationChannels } from './staff-notifications.repo';

/** What the e-mails need of the organisations: the name and address they are sent in, and the console's address. */
export interface NotifyingOrg {
  displayName: string;
  email: string | undefined;
  baseUrl: string;
}

export interface StaffNoticeMail {
  mailer: Mailer;
  defaultFrom: string;
  orgOf: (orgCode: string) => Promise<NotifyingOrg | undefined>;
}

const isActive = (row: StaffMemberRow) => !row.disabled_at && row.password_hash !== null && row.totp_confirmed_at;

/**
 * Who is told that `kind` of work began on a file: its assignee when it has one (an active member scoped to the file's
 * organisation), else every active member of the organisation whose roles take that kind (wait-targets.ts).
 */
const recipientsOf = (
  members: readonly StaffMemberRow[],
  file: { orgCode: string; assigneeUuid: string | null },
  kind: LenderWaitKind,
): StaffMemberRow[] => {
  const scoped = members.filter(
    (m) => isActive(m) && m.org_codes.includes(file.orgCode) && rolesAllow(m.roles as StaffRole[], 'FILE_READ'),
  );
  if (file.assigneeUuid) return scoped.filter((m) => m.uuid === file.assigneeUuid);
  return scoped.filter((m) => takesWaitKind(m.roles as StaffRole[], kind));
};

/**
 * A file changed (any node heard it): if it now waits on the lender, its members are told once per wait
 * (docs/product/operations-console.md §12). A wait is named by its kind and when it began: the latest answer still
 * awaiting review for ANSWER_TO_REVIEW (each new answer tells again), the status's start for REVIEW_DECISION. Every
 * node may run this for the same change; the notification's key makes one row, and only the node that made it sends
 * the e-mail. A member who chose OFF is not told; CONSOLE_AND_EMAIL also mails them.
 */
export const noteWaitingWork = async (
  ctx: ServiceContext,
  applicationUuid: string,
  mail: StaffNoticeMail,
): Promise<number> => {
  const row = await readApplicationRow(ctx.db, applicationUuid);
  if (!row) return 0;
  const conditions = await readConditions(ctx.db, applicationUuid);
  const kind = lenderWaitKindOf(row.checklist_status, openConditionCountsOf(conditions));
  if (!kind) return 0;
  let since = row.status_changed_at;
  if (kind === 'ANSWER_TO_REVIEW') {
    const awaiting = new Set(
      conditions
        .filter((c) => (CONDITION_STATES_AWAITING_REVIEW as readonly string[]).includes(c.state))
        .map((c) => c.uuid),
    );
    const answers = (await readConditionAnswers(ctx.db, applicationUuid)).filter((a) => awaiting.has(a.condition_uuid));
    since = answers.at(-1)?.created_at ?? since;
  }
  const recipients = recipientsOf(
    await listStaffMemberRows(ctx.db),
    {
      orgCode: row.org_code,
      assigneeUuid: row.assignee_uuid,
    },
    kind,
  );
  const channels = await readNotificationChannels(
    ctx.db,
    recipients.map((m) => m.uuid),
  );
  const channelOf = (uuid: string) => channels.get(uuid) ?? DEFAULT_STAFF_NOTIFICATION_CHANNEL;
  const told = recipients.filter((m) => channelOf(m.uuid) !== 'OFF');
  const made = await insertStaffNotifications(
    ctx.db,
    told.map((m) => ({ memberUuid: m.uuid, applicationUuid, kind, since })),
    ctx.now(),
  );
  const org = made.length > 0 ? await mail.orgOf(row.org_code) : undefined;
  for (const { member_uuid } of made) {
    const member = told.find((m) => m.uuid === member_uuid);
    if (!member || channelOf(member.uuid) !== 'CONSOLE_AND_EMAIL') continue;
    const lender = org?.displayName ?? row.org_code;
    const link = `${ctx.config.publicBaseUrl ?? org?.baseUrl ?? ''}/console/applications/${applicationUuid}`;
    // Loan number and link only: the borrower's name and data stay in the console (docs/product/privacy.md).
    await mail.mailer.send({
      orgCode: row.org_code,
      to: member.email,
      kind: 'STAFF_NOTIFICATION',
      from: senderOf(lender, org?.email, mail.defaultFrom),
      subject: `${LENDER_WAIT_TARGETS[kind].label} waits on you`,
      text: [
        `Hello ${member.name},`,
        '',
        `${STAFF_NOTIFICATION_TEXTS[kind]}${row.loan_number ? ` (loan ${row.loan_number})` : ''}.`,
        '',
        `Open the file in the ${lender} operations console: ${link}`,
        '',
        'You choose how you are told of work in your console profile (the bell, then "Notification settings").',
      ].join('\n'),
    });
  }
  return made.length;
};
