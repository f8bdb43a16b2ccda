import type { ApplicationRow } from '../../platform/database/schema';
import type { BpoStatus, PropertyCondition, TitleStatus, UwDecision, UwSubDecision } from '@heloc/domain';

/**
 * The status fields of an application (docs/architecture.md, docs/product/registration-and-routing.md §3) by their API name, with the column each lives in.
 * Every change to one of them goes through writeStatus (status-writer.ts), which records it in status_history.
 */
export const STATUS_COLUMNS = {
  checklistStatus: 'checklist_status',
  uwDecision: 'uw_decision',
  uwSubDecision: 'uw_sub_decision',
  bpo: 'bpo',
  title: 'title',
  condition: 'property_condition',
  waitingOnFloodCert: 'waiting_on_flood_cert',
  manualNotary: 'manual_notary',
  primaryParticipantAcceptComplete: 'primary_participant_accept_complete',
  isCrypto: 'is_crypto',
  disburseRoutingNumber: 'disburse_routing_number',
  propertyState: 'property_state',
} as const satisfies Record<string, keyof ApplicationRow>;

export type StatusField = keyof typeof STATUS_COLUMNS;

export interface StatusPatch {
  checklistStatus?: string;
  uwDecision?: UwDecision | null;
  uwSubDecision?: UwSubDecision | null;
  bpo?: BpoStatus | null;
  title?: TitleStatus | null;
  condition?: PropertyCondition | null;
  waitingOnFloodCert?: boolean;
  manualNotary?: boolean;
  primaryParticipantAcceptComplete?: boolean;
  isCrypto?: boolean;
  disburseRoutingNumber?: string | null;
  propertyState?: string | null;
}

/** The columns the status call reads: a status read selects only these (no offers, consents or other jsonb). */
export const STATUS_READ_COLUMNS = [
  'uuid',
  'checklist_status',
  'property_condition',
  'waiting_on_flood_cert',
  'bpo',
  'title',
  'uw_decision',
  'uw_sub_decision',
  'primary_participant_accept_complete',
  'manual_notary',
  'property_state',
  'is_crypto',
  'disburse_routing_number',
  'status_changed_at',
] as const satisfies ReadonlyArray<keyof ApplicationRow>;
export type StatusRow = Pick<ApplicationRow, (typeof STATUS_READ_COLUMNS)[number]>;

/** The application's status object (docs/product/registration-and-routing.md §3) read from its row: what the application read carries. */
export const statusFieldsOf = (row: StatusRow) => ({
  checklistStatus: row.checklist_status,
  condition: row.property_condition,
  waitingOnFloodCert: row.waiting_on_flood_cert,
  bpo: row.bpo,
  title: row.title,
  uwDecision: row.uw_decision,
  uwSubDecision: row.uw_sub_decision,
  primaryParticipantAcceptComplete: row.primary_participant_accept_complete,
  manualNotary: row.manual_notary,
});

/** The answer of the status call: the status object plus everything the routing table reads (docs/product/registration-and-routing.md §4). */
export const statusOf = (row: StatusRow) => ({
  uuid: row.uuid,
  ...statusFieldsOf(row),
  propertyState: row.property_state,
  isCrypto: row.is_crypto,
  disburseRoutingNumber: row.disburse_routing_number,
  // When the application entered its checklist status: a waiting screen counts its wait from it.
  statusSince: row.status_changed_at.toISOString(),
});
