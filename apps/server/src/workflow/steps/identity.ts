import type { IdType } from '@heloc/domain';
import { fieldContext } from '../../platform/crypto';
import { listDocumentRecords } from '../../platform/storage';
import { settleConditions } from '../conditions/condition-lifecycle';
import { raiseCondition } from '../conditions/raise-condition';
import type { IdDocumentImage } from '../providers/identity-verification';
import { findOpenCondition } from '../conditions/conditions.repo';
import type { Step } from './step';
import { applicantOf } from './step-inputs';
import { completeIdentityCheck, countIdentityChecks, findPendingIdentityCheck } from './identity.repo';

/*
 *   POST .../identity ─▶ (IDENTITY_VERIFICATION) ─[VERIFY_IDENTITY]─▶ LIEN_VERIFICATION
 * The identity provider reads the ID the applicant sent. VERIFIED moves on to the liens (and settles an earlier
 * ID_VERIFICATION_FAILURE); FAILED_VERIFICATION stays here and raises ID_VERIFICATION_FAILURE once (docs/product/application-area.md §4.1:
 * "re-verify ID"), so the applicant can send a new photo; PENDING_REVIEW stays here for a specialist. The ID number
 * read is stored only encrypted, with its last 4 for display.
 */

const FAILURE_CATEGORY = 'ID_VERIFICATION_FAILURE';

export const ID_NUMBER_COLUMN = 'id_number';

export const verifyIdentity: Step = {
  from: 'IDENTITY_VERIFICATION',
  async run({ trx, row, providers, now, cipher }) {
    const check = await findPendingIdentityCheck(trx, row.uuid);
    if (!check) return { patch: {} };
    const documents = await listDocumentRecords(trx, row.uuid, { kinds: ['GOVERNMENT_ID'], subjectUuid: check.uuid });
    const sides = [
      ['FRONT', check.front_document_uuid],
      ['BACK', check.back_document_uuid],
    ] as const;
    const images: IdDocumentImage[] = sides.flatMap(([side, documentUuid]) => {
      const document = documentUuid ? documents.find((d) => d.uuid === documentUuid) : undefined;
      return documentUuid && document
        ? [{ side, documentUuid, contentType: document.content_type, size: document.size, sha256: document.sha256 }]
        : [];
    });
    const answer = await providers.identityVerification.verify({
      applicant: applicantOf(row),
      idType: check.id_type as IdType,
      images,
      attempt: await countIdentityChecks(trx, row.uuid),
    });
    const idNumber = answer.idNumber?.trim() || null;
    await completeIdentityCheck(trx, check.uuid, {
      outcome: answer.outcome,
      id_number_encrypted:
        idNumber && cipher.encrypt(idNumber, fieldContext('identity_checks', check.uuid, ID_NUMBER_COLUMN)),
      id_number_last4: idNumber && idNumber.slice(-4),
      completed_at: now,
    });
    // The condition's answer (a new ID) is settled by this check, recorded in the condition's history.
    const by = 'engine:VERIFY_IDENTITY';
    if (answer.outcome === 'VERIFIED') {
      await settleConditions(
        trx,
        row.uuid,
        FAILURE_CATEGORY,
        ['NEEDED', 'SUBMITTED', 'IN_REVIEW', 'REJECTED'],
        'ACCEPTED',
        {
          by,
          now,
        },
      );
      return { patch: { checklistStatus: 'LIEN_VERIFICATION' } };
    }
    if (answer.outcome === 'FAILED_VERIFICATION') {
      await settleConditions(trx, row.uuid, FAILURE_CATEGORY, ['SUBMITTED', 'IN_REVIEW'], 'REJECTED', {
        by,
        now,
        note: answer.reason,
      });
    }
    // One open condition at a time: a second failed attempt does not raise another.
    if (answer.outcome === 'FAILED_VERIFICATION' && !(await findOpenCondition(trx, row.uuid, FAILURE_CATEGORY))) {
      await raiseCondition(
        trx,
        {
          applicationUuid: row.uuid,
          categoryEnum: FAILURE_CATEGORY,
          actionNeeded: 'REVERIFY_ID',
          commentsToBorrower: answer.reason,
          internalNotes: `Identity provider: ${answer.outcome} (${check.id_type})`,
        },
        now,
      );
    }
    return { patch: {} };
  },
};
