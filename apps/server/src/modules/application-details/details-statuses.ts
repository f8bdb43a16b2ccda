import {
  CONTACT_DETAILS_MISSING_MESSAGE,
  DETAILS_LOCKED_MESSAGE,
  STEP_NOT_AVAILABLE_MESSAGE,
  type ChecklistStatus,
} from '@heloc/domain';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';

/*
 * Where each "Provide More Info" call may be made (docs/product/registration-and-routing.md §4 routes COLLECT_ADDITIONAL_INFO to start/contact, HMDA
 * to start/hmda, APP_SUBMISSION and GEN_SUMMARY_DISCLOSURE to start/app-summary). Ours: a detail already given may be
 * changed from the summary's edit links until the application is submitted; after that it is part of the record.
 */

/** The statuses at which the contact details may be given or changed. */
export const CONTACT_STATUSES: readonly ChecklistStatus[] = ['COLLECT_ADDITIONAL_INFO', 'HMDA', 'APP_SUBMISSION'];
/** The statuses at which the demographic answers may be given or changed. */
export const HMDA_STATUSES: readonly ChecklistStatus[] = ['HMDA', 'APP_SUBMISSION'];

/** 409 unless the application is at one of `statuses`, with the message that says why. */
export const requireStatus = (row: ApplicationRow, statuses: readonly ChecklistStatus[]) => {
  if ((statuses as readonly string[]).includes(row.checklist_status)) return;
  if (row.submitted_at) throw new AppError('conflict', DETAILS_LOCKED_MESSAGE);
  if (row.checklist_status === 'COLLECT_ADDITIONAL_INFO')
    throw new AppError('conflict', CONTACT_DETAILS_MISSING_MESSAGE);
  throw new AppError('conflict', STEP_NOT_AVAILABLE_MESSAGE);
};
