import {
  CONTACT_DETAILS_MISSING_MESSAGE,
  ESIGN_CONSENT_VERSION,
  ESIGN_CONSENT_VERSION_MESSAGE,
  HMDA_MISSING_MESSAGE,
  STEP_NOT_AVAILABLE_MESSAGE,
} from '@heloc/domain';
import type { ApplicationSummary, HelocStatus, SubmitApplicationBody } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { applicationSummaryOf, statusOf, readParticipantApplication } from '../../workflow';
import { getStatus } from '../application';
import { inTransaction, type ServiceContext } from '../service-context';
import type { Participation } from '../../platform/auth/access';

/**
 * start/app-summary's read model: everything the applicant told us and chose. Reading the status first applies what
 * is due, so the summary PDF shows as soon as the engine has made it (participants only: 404 for anyone else).
 */
export const getApplicationSummary = async (
  ctx: ServiceContext,
  caller: Participation,
): Promise<ApplicationSummary> => {
  await getStatus(ctx, caller);
  return applicationSummaryOf(await readParticipantApplication(ctx.db, caller));
};

/** 409 with what is still missing before the application can be submitted. */
const requireSubmittable = (row: ApplicationRow) => {
  if (row.checklist_status === 'COLLECT_ADDITIONAL_INFO')
    throw new AppError('conflict', CONTACT_DETAILS_MISSING_MESSAGE);
  if (row.checklist_status === 'HMDA') throw new AppError('conflict', HMDA_MISSING_MESSAGE);
  if (row.checklist_status !== 'APP_SUBMISSION') throw new AppError('conflict', STEP_NOT_AVAILABLE_MESSAGE);
  // The status machine passes through both steps, but operations staff may set a status by hand (sandbox).
  if (!row.contact || !row.marital_status) throw new AppError('conflict', CONTACT_DETAILS_MISSING_MESSAGE);
  if (row.hmda === null || row.hmda === undefined) throw new AppError('conflict', HMDA_MISSING_MESSAGE);
};

/**
 * start/app-summary Submit: records the E-SIGN consent (the version of the text agreed to and when), marks the
 * application submitted and moves APP_SUBMISSION to GEN_SUMMARY_DISCLOSURE, where the engine's GEN_SUMMARY step
 * writes the summary PDF. A replay after submission records nothing and answers the current status.
 */
export const submitApplication = async (
  ctx: ServiceContext,
  caller: Participation,
  body: SubmitApplicationBody,
): Promise<HelocStatus> => {
  const { identityUuid } = caller;
  return inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
    if (row.submitted_at) return statusOf(row);
    requireSubmittable(row);
    // The text the applicant read must be the one in force: a consent to other words is no consent to these.
    if (body.consentVersion !== ESIGN_CONSENT_VERSION) throw new AppError('bad_request', ESIGN_CONSENT_VERSION_MESSAGE);
    const at = now();
    const written = await workflow.advance(
      db,
      row,
      { checklistStatus: 'GEN_SUMMARY_DISCLOSURE' },
      {
        by: `identity:${identityUuid}`,
        next: 'GEN_SUMMARY',
        extra: {
          esign_consent: json({ version: ESIGN_CONSENT_VERSION, consentedAt: at.toISOString() }),
          submitted_at: at,
        },
      },
    );
    return statusOf(written);
  });
};
