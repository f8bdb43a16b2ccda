/** The chat's tables (migration 0031, docs/product/chat.md): hours, articles, conversations and what hangs off them. */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, JsonDefault, UpdatedAt } from './columns';

export interface OperatingHoursTable {
  org_code: string;
  /** OPS_PHONE or OPS_CHAT. */
  department: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday_value: number;
  /** 'HH:mm', Pacific wall-clock time; null on a closed day. */
  start_time: string | null;
  end_time: string | null;
  is_open: boolean;
  updated_at: UpdatedAt;
}

export interface OperatingHolidaysTable {
  uuid: string;
  org_code: string;
  /** yyyy-MM-dd, a day in Pacific time. */
  date: string;
  name: string;
  /** The departments closed that day. */
  departments: Json<string[]>;
  created_at: CreatedAt;
}

export interface KnowledgeArticlesTable {
  uuid: string;
  org_code: string;
  /** Stable name of a seeded article (its defaults are written once per organisation). */
  slug: string;
  title: string;
  body: string;
  keywords: ColumnType<string, string | undefined, string>;
  /** 'en' or 'es': the visitors it answers (docs/i18n.md). */
  language: ColumnType<string, string | undefined, string>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** The staff member who last edited it; null for the seeded text. */
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChatConversationsTable {
  uuid: string;
  /** Keyed hash of the token the widget holds. */
  token_hash: string;
  org_code: string;
  /** AGENT or CHATBOT. */
  mode: string;
  /** BOT, WAITING, ACTIVE or ENDED. */
  state: string;
  friendly_name: string;
  email_address: string;
  skill: string;
  tag: string | null;
  loan_number: string | null;
  product_type: string | null;
  page_url: string;
  /** Set when a signed-in borrower's nonce was checked. */
  identity_uuid: string | null;
  application_uuid: string | null;
  /** The staff member answering. */
  agent_uuid: string | null;
  waiting_since: Date | null;
  /** The seq of the latest message. */
  last_seq: ColumnType<number, number | undefined, number>;
  last_message_at: Date | null;
  expires_at: Date;
  survey_rating: number | null;
  survey_comment: string | null;
  created_at: CreatedAt;
  ended_at: Date | null;
}

export interface ChatMessageAttachment {
  uuid: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface ChatMessagesTable {
  uuid: string;
  conversation_uuid: string;
  seq: number;
  /** CUSTOMER, BOT, AGENT or SYSTEM. */
  sender_type: string;
  sender_name: string;
  staff_uuid: string | null;
  body: string;
  attachments: JsonDefault<ChatMessageAttachment[]>;
  article_uuid: string | null;
  article_title: string | null;
  /** AGENT or CALLBACK: what the chatbot offers when no article answers well. */
  offer: string | null;
  client_id: string | null;
  /** A SYSTEM message's kind and parameters (migration 0037): the widget writes it in its reader's language. */
  notice: ColumnType<ChatMessageNotice | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A notice's kind and its string parameters (packages/domain chat-stream.ts, ChatNotice). */
export type ChatMessageNotice = { kind: string } & Record<string, string>;

export interface ChatAttachmentsTable {
  uuid: string;
  conversation_uuid: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  /** CUSTOMER or AGENT. */
  uploaded_by: string;
  created_at: CreatedAt;
}

export interface ChatbotFeedbackTable {
  uuid: string;
  conversation_uuid: string;
  /** The chatbot's answer rated (one rating per answer; a second replaces it). */
  message_uuid: string;
  org_code: string;
  article_uuid: string | null;
  /** GOOD or BAD. */
  rating: string;
  question: string;
  answer: string;
  feedback_message: string;
  sender_email: string | null;
  created_at: CreatedAt;
}

/** A question the chatbot found no article for (migration 0042): the console's knowledge gaps. */
export interface ChatbotUnansweredTable {
  uuid: string;
  org_code: string;
  /** en or es: the language the question was asked in (docs/i18n.md). */
  language: string;
  question: string;
  conversation_uuid: string | null;
  created_at: CreatedAt;
}

export interface ChatCallbacksTable {
  uuid: string;
  conversation_uuid: string;
  org_code: string;
  phone_number: string;
  client_id: string;
  requested_at: CreatedAt;
  done_at: Date | null;
  done_by: string | null;
}

export interface ChatAgentPresenceTable {
  staff_uuid: string;
  available: boolean;
  /** Refreshed by the agent's socket; an agent unseen for 30 s is not taking chats. */
  last_seen_at: Date;
}

export interface ChatNoncesTable {
  /** Keyed hash of the nonce the borrower's widget holds. */
  nonce_hash: string;
  identity_uuid: string;
  expires_at: Date;
  created_at: CreatedAt;
}
