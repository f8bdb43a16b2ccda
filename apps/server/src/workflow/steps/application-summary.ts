import type { HmdaAnswers, OrgMetaData } from '@heloc/domain';
import { personLanguageOf } from '../../platform/i18n/person-language.repo';
import { storeDocument } from '../../platform/storage';
import { applicationSummaryOf } from '../documents/application-summary-data';
import { applicationSummaryPdf } from '../documents/application-summary-pdf';
import type { Step } from './step';
import { findOrganization } from '../../platform/org/organizations.repo';

/*
 *   submit (E-SIGN consent) ─▶ GEN_SUMMARY_DISCLOSURE ─[GEN_SUMMARY]─▶ INCOME_VERIFICATION
 * The application summary PDF is generated from the application as submitted, stored as the
 * application's APPLICATION_SUMMARY document (uploaded by SYSTEM) and linked from applications.summary_document_uuid.
 */

/** Generated here, not uploaded: the store's upload limit does not apply (the inspection still checks the type). */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

export const applicationSummary: Step = {
  from: 'GEN_SUMMARY_DISCLOSURE',
  async run({ trx, row, now, documents }) {
    const org = await findOrganization(trx, row.org_code);
    const meta = (org?.org_meta_data ?? {}) as Partial<OrgMetaData>;
    const bytes = await applicationSummaryPdf({
      summary: applicationSummaryOf(row),
      hmda: (row.hmda ?? null) as HmdaAnswers | null,
      lender: {
        name: meta.companyName ?? row.org_code,
        nmls: meta.nmls ?? null,
        supportEmail: meta.supportEmail ?? '',
        supportPhone: meta.supportPhone ?? '',
      },
      loanNumber: row.loan_number,
      generatedAt: now,
      // docs/i18n.md: made in the background, so in the language on the applicant's profile.
      language: await personLanguageOf(trx, row.identity_uuid),
    });
    const document = await storeDocument(trx, documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'APPLICATION_SUMMARY',
      bytes,
      fileName: `application-summary-${row.loan_number ?? row.uuid.slice(0, 8)}.pdf`,
      uploadedBy: 'SYSTEM',
      now,
    });
    return {
      patch: { checklistStatus: 'INCOME_VERIFICATION' },
      data: { summary_document_uuid: document.uuid },
    };
  },
};
