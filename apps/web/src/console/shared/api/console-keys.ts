import type { PipelineQuery } from '@heloc/domain/contracts';

/** The console's query keys: all under 'console', dropped together when the staff session ends. */
export const consoleKeys = {
  all: ['console'] as const,
  self: () => ['console', 'self'] as const,
  members: () => ['console', 'members'] as const,
  organisations: () => ['console', 'organisations'] as const,
  notifications: () => ['console', 'notifications'] as const,
  notificationSettings: () => ['console', 'notification-settings'] as const,
  pipelines: () => ['console', 'pipeline'] as const,
  /** My work reads the pipeline's rows: it is read again with it. */
  myWork: () => ['console', 'pipeline', 'my-work'] as const,
  pipeline: (query: PipelineQuery) => ['console', 'pipeline', query] as const,
  files: () => ['console', 'file'] as const,
  file: (uuid: string) => ['console', 'file', uuid] as const,
  document: (uuid: string, documentUuid: string) => ['console', 'document', uuid, documentUuid] as const,
  chatLists: () => ['console', 'chat-lists'] as const,
  chats: () => ['console', 'chat'] as const,
  chat: (chatUuid: string) => ['console', 'chat', chatUuid] as const,
  chatAgents: () => ['console', 'chat-agents'] as const,
  fileChats: (uuid: string) => ['console', 'file-chats', uuid] as const,
  hours: (orgCode: string) => ['console', 'hours', orgCode] as const,
  knowledge: (orgCode: string) => ['console', 'knowledge', orgCode] as const,
  knowledgeFeedback: (orgCode: string) => ['console', 'knowledge-feedback', orgCode] as const,
};
