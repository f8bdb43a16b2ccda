import {
  CREDIT_SCORE_RANGE,
  type AdverseActionReasonCode,
  type DecisionCategory,
  ecoaAgencyFor,
  type OrgMetaData,
} from '@heloc/domain';
import type { AdverseActionNotice } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import { findOrganization } from '../../platform/org/organizations.repo';
import { findApplicationForNotice, findCreditReport, findLatestDecision } from './decisions.repo';

/** The creditor's mailing address when the organisation record has none (ours: the brands are fictional). */
export const FALLBACK_LENDER_ADDRESS = '1200 Congress Avenue, Suite 400, Austin, TX 78701';

type NoticeApplication = NonNullable<Awaited<ReturnType<typeof findApplicationForNotice>>>;

const addressOf = (row: NoticeApplication): string =>
  [row.property_street1, row.property_street2, row.property_city, [row.property_state, row.property_zip].join(' ')]
    .filter((part) => part && part.trim())
    .join(', ');

/** The adverse action notice of the application's latest decline, or undefined when it was never declined. */
export const adverseActionNoticeOf = async (
  db: Db,
  applicationUuid: string,
): Promise<AdverseActionNotice | undefined> => {
  const decision = await findLatestDecision(db, applicationUuid);
  if (!decision) return undefined;
  const application = await findApplicationForNotice(db, applicationUuid);
  const organization = application && (await findOrganization(db, application.org_code));
  if (!application || !organization) return undefined;
  const meta = (organization.org_meta_data ?? {}) as Partial<OrgMetaData> & { mailingAddress?: string };
  const report = decision.credit_report_uuid ? await findCreditReport(db, decision.credit_report_uuid) : undefined;
  return {
    decisionUuid: decision.uuid,
    category: decision.category as DecisionCategory,
    decidedAt: decision.decided_at.toISOString(),
    applicantName: [application.applicant?.firstName, application.applicant?.lastName].filter(Boolean).join(' '),
    propertyAddress: addressOf(application),
    reasons: decision.reasons.map((r) => ({ code: r.code as AdverseActionReasonCode, text: r.text })),
    lender: {
      name: meta.companyName ?? 'Your lender',
      address: meta.mailingAddress ?? FALLBACK_LENDER_ADDRESS,
      nmls: meta.nmls ?? '',
      phone: meta.supportPhone ?? '',
    },
    agency: ecoaAgencyFor(meta.variant?.isCreditUnion === true),
    creditScore: report
      ? {
          score: report.score,
          rangeMin: report.range_min ?? CREDIT_SCORE_RANGE.min,
          rangeMax: report.range_max ?? CREDIT_SCORE_RANGE.max,
          model: report.score_model,
          scoreDate: report.pulled_at.toISOString(),
          keyFactors: report.key_factors,
          bureau: report.bureau,
        }
      : null,
    documentUuid: decision.notice_document_uuid,
  };
};
