import { AppError, NOT_FOUND } from '../http/errors';
import type { StaffPrincipal } from './staff-principal';

/**
 * An organisation the member is scoped to, as they hold it (docs/product/operations-console.md §1); any other is 404,
 * as if it did not exist. The hours and the chatbot's articles are kept per organisation (docs/product/chat.md §2, §3).
 */
export const requireMemberOrg = (staff: Pick<StaffPrincipal, 'orgCodes'>, code: string): string => {
  const wanted = code.trim().toLowerCase();
  const held = staff.orgCodes.find((org) => org.toLowerCase() === wanted);
  if (!held) throw new AppError('not_found', NOT_FOUND);
  return held;
};
