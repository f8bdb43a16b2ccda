import type { OrgMetaData } from '@heloc/domain';
import { storeDocument } from '../../platform/storage';
import { payoffLetterPdf } from '../documents/payoff-letter-pdf';
import type { Step } from './step';
import { propertyAddressOf } from './step-inputs';
import { listLiensAwaitingLetter, markPayoffLetterReceived } from './liens.repo';
import { findOrganization } from '../../platform/org/organizations.repo';

/*
 *   PUT .../liens (a lien to pay off) ─▶ PAYOFF_REQUEST_PENDING ─[PAYOFF_LETTER]─▶ DISBURSEMENT_ACCOUNT
 *                                                                            (AUTOPAY_ACCOUNT for crypto, docs/product/registration-and-routing.md §4)
 * We ask each lien holder to be paid off for its payoff letter; the sandbox lien holder answers after the processing
 * delay with the letter as a PDF, stored as the application's PAYOFF_LETTER document (uploaded by SYSTEM) for the
 * lien, whose payoff_status becomes PAYOFF_LETTER_RECEIVED. The payoff itself is paid at funding from the draw.
 */

/** Generated here, not uploaded: the store's upload limit does not apply (the inspection still checks the type). */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

export const payoffLetter: Step = {
  from: 'PAYOFF_REQUEST_PENDING',
  async run({ trx, row, now, documents }) {
    const address = propertyAddressOf(row);
    const property = [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`]
      .filter(Boolean)
      .join(', ');
    const borrowerName = [row.applicant?.firstName, row.applicant?.lastName].filter(Boolean).join(' ');
    const org = await findOrganization(trx, row.org_code);
    const lenderName = (org?.org_meta_data as Partial<OrgMetaData> | undefined)?.companyName ?? row.org_code;
    for (const lien of await listLiensAwaitingLetter(trx, row.uuid)) {
      const bytes = await payoffLetterPdf({
        lenderName: lien.lender_name,
        position: lien.position,
        borrowerName,
        propertyAddress: property,
        principalDollars: lien.balance_dollars,
        issuedAt: now,
        requestedBy: lenderName,
      });
      await storeDocument(trx, documents, NO_SIZE_LIMIT, {
        applicationUuid: row.uuid,
        kind: 'PAYOFF_LETTER',
        bytes,
        fileName: `payoff-letter-lien-${lien.position}.pdf`,
        uploadedBy: 'SYSTEM',
        subjectUuid: lien.uuid,
        now,
      });
      await markPayoffLetterReceived(trx, lien.uuid, now);
    }
    return { patch: { checklistStatus: row.is_crypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT' } };
  },
};
