/**
 * Every table of the database has one owner (docs/architecture.md): a module (its folder's name under
 * apps/server/src/modules/), the lending engine ('workflow') or the platform ('platform'). Only the owner's
 * repositories (*.repo.ts) name the table; everyone else reads and writes it through the owner's front door: a
 * module's index.ts, the engine's workflow/index.ts (app.workflow), or the platform's repository itself (every layer
 * may import platform/). A table a lower layer must read belongs to that layer: the engine's tables are those the
 * processing steps read or write, the platform's those its auth, storage or e-mail read.
 *
 * eslint.config.js enforces it (apps/server/lint/tables-of-their-owner.js); apps/server/test/architecture.test.ts
 * plants a violation, and fails when a table of the `Database` interface (platform/database/schema.ts) has no owner.
 */
export const TABLE_OWNERS = {
  // The platform: configuration, sign-in, the console's members and their sessions (its staff auth reads both with
  // every console call), the audit trail, stored files, the outbox, people's profiles (the engine writes documents in
  // a person's language with the signers' names, an e-mail goes out in the person's language), and who takes part in
  // an application (the route builder checks it before a borrower's or a participant's call).
  settings: 'platform',
  organizations: 'platform',
  // Versioned pricing sheets: the engine prices with them, the console writes them (docs/pricing.md).
  pricing_sheets: 'platform',
  // A partner's brand versions: the seed writes the first with its organisations, the console the others
  // (docs/organizations.md).
  partner_brand_versions: 'platform',
  // Partners' uploaded logos and favicons: the console writes and serves them (docs/organizations.md).
  brand_assets: 'partners',
  sessions: 'platform',
  login_attempts: 'platform',
  rate_limits: 'platform',
  staff_members: 'platform',
  staff_sessions: 'platform',
  staff_audit: 'platform',
  documents: 'platform',
  email_outbox: 'platform',
  profiles: 'platform',
  application_participants: 'platform',

  // The lending engine: the application and its status, the schedule, and everything a processing step reads or
  // writes. It raises and decides conditions and records each move in their history, so both are its own.
  applications: 'workflow',
  status_history: 'workflow',
  scheduled_transitions: 'workflow',
  conditions: 'workflow',
  condition_history: 'workflow',
  credit_reports: 'workflow',
  underwriting_decisions: 'workflow',
  valuations: 'workflow',
  asset_accounts: 'workflow',
  income_verifications: 'workflow',
  identity_checks: 'workflow',
  liens: 'workflow',
  bank_accounts: 'workflow',
  additional_signers: 'workflow',
  closing_documents: 'workflow',
  signing_sessions: 'workflow',
  closing_document_reads: 'workflow',
  signatures: 'workflow',
  notary_reservations: 'workflow',
  funding_transfers: 'workflow',

  // The modules.
  identities: 'identity',
  mfa_recovery_codes: 'mfa',
  mfa_challenges: 'mfa',
  user_consents: 'comms-prefs',
  feature_flags: 'optimize',
  loan_officers: 'lead-portal',
  referrals: 'lead-portal',
  offer_codes: 'lead-portal',
  prepop_records: 'lead-portal',
  excluded_zips: 'eligibility',
  waitlist_entries: 'waitlist',
  tracker_profiles: 'application',
  application_retries: 'retries',
  review_submissions: 'decisions',
  notary_sessions: 'notary',
  line_draws: 'line-draws',
  telemetry_sessions: 'telemetry',
  telemetry_events: 'telemetry',
  staff_links: 'staff',
  staff_recovery_codes: 'staff',
  application_notes: 'console',
  staff_notifications: 'staff-notifications',
  staff_notification_settings: 'staff-notifications',
  operating_hours: 'operating-hours',
  operating_holidays: 'operating-hours',
  // Whether an agent takes chats: the chat records it, the opening hours read it ("is the chat open"), and the chat
  // uses the opening hours, not the other way round.
  chat_agent_presence: 'operating-hours',
  knowledge_articles: 'knowledge',
  chatbot_feedback: 'knowledge',
  chatbot_unanswered: 'knowledge',
  chat_conversations: 'chat',
  chat_messages: 'chat',
  chat_attachments: 'chat',
  chat_callbacks: 'chat',
  chat_nonces: 'chat',
  notifications: 'notifications',
  ceo_feedback: 'ceo-feedback',
  site_banners: 'banners',
  client_errors: 'error-reports',
};
