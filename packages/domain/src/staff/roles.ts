/**
 * Staff of the lender (docs/product/operations-console.md §1): who may do what in the operations console. Staff are
 * not borrowers: they sign in at their own path, always with a second factor, and see only the applications of the
 * organisations they are scoped to. A member holds one or more roles; what a member may do is the union of what
 * their roles allow.
 */
export const STAFF_ROLES = ['ADMIN', 'PROCESSOR', 'UNDERWRITER', 'CLOSER', 'SUPPORT_AGENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  ADMIN: 'Admin',
  PROCESSOR: 'Processor',
  UNDERWRITER: 'Underwriter',
  CLOSER: 'Closer',
  SUPPORT_AGENT: 'Support agent',
};

/** Every act of the console, each guarded by one permission. */
export const STAFF_PERMISSIONS = [
  /** See the pipeline and open an application's file (summary, timeline, documents, conditions, audit trail). */
  'FILE_READ',
  /** Write an internal note on a file (never shown to the borrower). */
  'NOTE_WRITE',
  /** Assign a file to a member, or take it. */
  'FILE_ASSIGN',
  /** Raise a condition, accept or reject what the borrower sent for it, clear it. */
  'CONDITION_MANAGE',
  /** Decide a review (delinquency, underwriting, identity, ownership, payoff, flood). */
  'REVIEW_DECIDE',
  /** Enter the value a broker's price opinion gave. */
  'VALUATION_ENTER',
  /** Decline an application with the adverse action reasons. */
  'APPLICATION_DECLINE',
  /** Cancel or withdraw an application at the borrower's request. */
  'APPLICATION_WITHDRAW',
  /** Reopen the online notary session or switch a file to an in-person notary. */
  'CLOSING_MANAGE',
  /** Show one masked personal datum in full (SSN, date of birth, account number); each reveal is logged. */
  'PERSONAL_DATA_REVEAL',
  /** Export a file's audit trail as CSV. */
  'AUDIT_EXPORT',
  /** Invite members, set their roles and organisations, disable them and end their sessions. */
  'STAFF_MANAGE',
  /** Answer borrowers' chats: see the queue, take a chat, reply, transfer and close it (docs/product/chat.md §4). */
  'CHAT_ANSWER',
  /** Set the phone and chat operating hours and holidays of an organisation (docs/product/chat.md §2). */
  'HOURS_MANAGE',
  /** Write the chatbot's articles and read how borrowers rated its answers (docs/product/chat.md §3). */
  'KNOWLEDGE_MANAGE',
  /** Read what borrowers sent the CEO from the shell's feedback form (docs/product/application-area.md §5.1). */
  'CEO_FEEDBACK_READ',
  /** Write the site banners borrowers see (docs/product/widgets-and-calculations.md §4). */
  'BANNERS_MANAGE',
  /** Read the errors the web app reported (docs/product/application-area.md §8). */
  'ERROR_REPORTS_READ',
  /** Create, edit, suspend and reinstate partner organisations, their brands, and import or export them. */
  'PARTNERS_MANAGE',
  /** Write, schedule and restore an organisation's pricing sheets, and price a sample (docs/pricing.md). */
  'PRICING_MANAGE',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * What each role may do, one row per role. The support agent answers borrowers: reads files and writes notes, acts
 * on a borrower's own request to withdraw and answers chats, but decides nothing. Only the admin manages staff, the
 * operating hours and the chatbot's articles.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  ADMIN: STAFF_PERMISSIONS,
  PROCESSOR: [
    'FILE_READ',
    'NOTE_WRITE',
    'FILE_ASSIGN',
    'CONDITION_MANAGE',
    'VALUATION_ENTER',
    'APPLICATION_WITHDRAW',
    'PERSONAL_DATA_REVEAL',
    'AUDIT_EXPORT',
  ],
  UNDERWRITER: [
    'FILE_READ',
    'NOTE_WRITE',
    'FILE_ASSIGN',
    'CONDITION_MANAGE',
    'REVIEW_DECIDE',
    'VALUATION_ENTER',
    'APPLICATION_DECLINE',
    'PERSONAL_DATA_REVEAL',
    'AUDIT_EXPORT',
  ],
  CLOSER: [
    'FILE_READ',
    'NOTE_WRITE',
    'FILE_ASSIGN',
    'CONDITION_MANAGE',
    'CLOSING_MANAGE',
    'APPLICATION_WITHDRAW',
    'PERSONAL_DATA_REVEAL',
  ],
  SUPPORT_AGENT: ['FILE_READ', 'NOTE_WRITE', 'APPLICATION_WITHDRAW', 'CHAT_ANSWER'],
};

/** Whether a member holding `roles` may do `permission`. */
export const rolesAllow = (roles: readonly StaffRole[], permission: StaffPermission): boolean =>
  roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));

/** docs/product/operations-console.md §1: a staff session ends after this long without a request. */
export const STAFF_IDLE_TIMEOUT_MINUTES = 15;
/** A staff session ends this long after sign-in whatever the activity (a working day). */
export const STAFF_SESSION_MAX_HOURS = 12;
/** The one-time set-up link the command and an invitation send lasts this long. */
export const STAFF_SET_UP_LINK_HOURS = 72;
/** How many recovery codes a member gets when they set up their authenticator. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** The shortest staff password (NIST SP 800-63B asks at least 8; staff hold every borrower's file). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
