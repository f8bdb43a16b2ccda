/** One e-mail the server sends. */
export interface EmailMessage {
  /** The organisation it is sent for (kept with the sandbox outbox). */
  orgCode: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What it is for, e.g. SIGNER_INVITATION. */
  kind: string;
  /** Its sender when not EMAIL_FROM, e.g. an organisation's own name and address (see sender.ts). */
  from?: string;
}

/**
 * Outgoing e-mail: SMTP in production, the database outbox in the sandbox (EMAIL_TRANSPORT). Callers send after
 * their transaction commits, so a rolled-back change never mails anyone.
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
