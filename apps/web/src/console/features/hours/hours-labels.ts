import type { DEPARTMENTS } from '@heloc/domain/contracts';

/** How the console names the departments (docs/product/chat.md §2). */
export const DEPARTMENT_LABELS: Record<(typeof DEPARTMENTS)[number], string> = {
  OPS_PHONE: 'Phone',
  OPS_CHAT: 'Chat',
};

/** 'MONDAY' → 'Monday'. */
export const dayLabel = (weekday: string): string => weekday.charAt(0) + weekday.slice(1).toLowerCase();
