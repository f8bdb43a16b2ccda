/*
 * The one schema of the database (every migration under migrations/): every table, its columns and how each is read
 * and written, one file per group of tables under schema/. One Kysely type for the whole server, so no query needs a
 * cast between schema types.
 */
import type { Insertable, Selectable } from 'kysely';
import type {
  IdentitiesTable,
  MfaRecoveryCodesTable,
  MfaChallengesTable,
  ProfilesTable,
  SessionsTable,
  LoginAttemptsTable,
  UserConsentsTable,
} from './schema/identity';
import type {
  SettingsTable,
  OrganizationsTable,
  PricingSheetsTable,
  PartnerBrandVersionsTable,
  BrandAssetsTable,
  FeatureFlagsTable,
  LoanOfficersTable,
  ReferralsTable,
  WaitlistEntriesTable,
  OfferCodesTable,
  PrepopRecordsTable,
  ExcludedZipsTable,
} from './schema/organizations';
import type {
  ApplicationsTable,
  ApplicationParticipantsTable,
  StatusHistoryTable,
  ScheduledTransitionsTable,
  ApplicationRetriesTable,
  CreditReportsTable,
  UnderwritingDecisionsTable,
  ReviewSubmissionsTable,
} from './schema/applications';
import type {
  ValuationsTable,
  AssetAccountsTable,
  DocumentsTable,
  IncomeVerificationsTable,
  IdentityChecksTable,
  LiensTable,
  BankAccountsTable,
  ConditionsTable,
  ConditionHistoryTable,
} from './schema/finishing';
import type {
  ClosingDocumentsTable,
  SigningSessionsTable,
  ClosingDocumentReadsTable,
  SignaturesTable,
  NotarySessionsTable,
  NotaryReservationsTable,
  FundingTransfersTable,
  AdditionalSignersTable,
} from './schema/closing';
import type {
  StaffMembersTable,
  StaffLinksTable,
  StaffSessionsTable,
  StaffRecoveryCodesTable,
  StaffAuditTable,
  ApplicationNotesTable,
  StaffNotificationsTable,
  StaffNotificationSettingsTable,
} from './schema/staff';
import type {
  OperatingHoursTable,
  OperatingHolidaysTable,
  KnowledgeArticlesTable,
  ChatConversationsTable,
  ChatMessagesTable,
  ChatAttachmentsTable,
  ChatbotFeedbackTable,
  ChatbotUnansweredTable,
  ChatCallbacksTable,
  ChatAgentPresenceTable,
  ChatNoncesTable,
} from './schema/chat';
import type {
  TrackerProfilesTable,
  TelemetrySessionsTable,
  TelemetryEventsTable,
  RateLimitsTable,
  EmailOutboxTable,
} from './schema/platform';

import type { LineDrawsTable } from './schema/line-draws';

export type * from './schema/identity';
export type * from './schema/organizations';
export type * from './schema/applications';
export type * from './schema/finishing';
export type * from './schema/closing';
export type * from './schema/platform';
export type * from './schema/notifications';

import type { NotificationsTable } from './schema/notifications';

import type { CeoFeedbackTable, ClientErrorsTable, SiteBannersTable } from './schema/site';

export interface Database {
  line_draws: LineDrawsTable;
  settings: SettingsTable;
  organizations: OrganizationsTable;
  pricing_sheets: PricingSheetsTable;
  partner_brand_versions: PartnerBrandVersionsTable;
  brand_assets: BrandAssetsTable;
  identities: IdentitiesTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  feature_flags: FeatureFlagsTable;
  loan_officers: LoanOfficersTable;
  referrals: ReferralsTable;
  applications: ApplicationsTable;
  application_participants: ApplicationParticipantsTable;
  notary_sessions: NotarySessionsTable;
  notary_reservations: NotaryReservationsTable;
  funding_transfers: FundingTransfersTable;
  status_history: StatusHistoryTable;
  scheduled_transitions: ScheduledTransitionsTable;
  conditions: ConditionsTable;
  credit_reports: CreditReportsTable;
  underwriting_decisions: UnderwritingDecisionsTable;
  review_submissions: ReviewSubmissionsTable;
  condition_history: ConditionHistoryTable;
  waitlist_entries: WaitlistEntriesTable;
  user_consents: UserConsentsTable;
  offer_codes: OfferCodesTable;
  prepop_records: PrepopRecordsTable;
  excluded_zips: ExcludedZipsTable;
  tracker_profiles: TrackerProfilesTable;
  telemetry_sessions: TelemetrySessionsTable;
  telemetry_events: TelemetryEventsTable;
  rate_limits: RateLimitsTable;
  documents: DocumentsTable;
  closing_documents: ClosingDocumentsTable;
  signing_sessions: SigningSessionsTable;
  closing_document_reads: ClosingDocumentReadsTable;
  signatures: SignaturesTable;
  income_verifications: IncomeVerificationsTable;
  identity_checks: IdentityChecksTable;
  liens: LiensTable;
  bank_accounts: BankAccountsTable;
  additional_signers: AdditionalSignersTable;
  email_outbox: EmailOutboxTable;
  application_retries: ApplicationRetriesTable;
  valuations: ValuationsTable;
  asset_accounts: AssetAccountsTable;
  staff_members: StaffMembersTable;
  staff_links: StaffLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_audit: StaffAuditTable;
  application_notes: ApplicationNotesTable;
  staff_notifications: StaffNotificationsTable;
  staff_notification_settings: StaffNotificationSettingsTable;
  operating_hours: OperatingHoursTable;
  operating_holidays: OperatingHolidaysTable;
  knowledge_articles: KnowledgeArticlesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chatbot_feedback: ChatbotFeedbackTable;
  chatbot_unanswered: ChatbotUnansweredTable;
  chat_callbacks: ChatCallbacksTable;
  chat_agent_presence: ChatAgentPresenceTable;
  chat_nonces: ChatNoncesTable;
  ceo_feedback: CeoFeedbackTable;
  site_banners: SiteBannersTable;
  client_errors: ClientErrorsTable;
  notifications: NotificationsTable;
}

export type IdentityRow = Selectable<IdentitiesTable>;
export type NewIdentity = Insertable<IdentitiesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type ConditionRow = Selectable<ConditionsTable>;
export type ConditionHistoryRow = Selectable<ConditionHistoryTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type LineDrawRow = Selectable<LineDrawsTable>;
export type ClosingDocumentRow = Selectable<ClosingDocumentsTable>;
export type SignatureRow = Selectable<SignaturesTable>;
export type LienRow = Selectable<LiensTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type AdditionalSignerRow = Selectable<AdditionalSignersTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type ValuationRow = Selectable<ValuationsTable>;
export type AssetAccountRow = Selectable<AssetAccountsTable>;
