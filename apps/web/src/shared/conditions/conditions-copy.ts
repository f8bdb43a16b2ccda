import { conditionAction, type ConditionActionKind, type DocumentType } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import type { MessageDescriptor } from 'react-intl';
import { conditionsMessages as m } from './conditions.messages';

type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** What the lender asks, in plain words, per action (docs/product/application-area.md §4.1); the wording is ours. */
export const ACTION_COPY: Record<
  ConditionActionKind,
  { title: MessageDescriptor; why: MessageDescriptor; button: MessageDescriptor }
> = {
  UPLOAD_BANK_STATEMENT: { title: m.bankStatementTitle, why: m.bankStatementWhy, button: m.bankStatementButton },
  UPLOAD_BANK_LETTER: { title: m.bankLetterTitle, why: m.bankLetterWhy, button: m.bankLetterButton },
  REVERIFY_ID: { title: m.reverifyIdTitle, why: m.reverifyIdWhy, button: m.reverifyIdButton },
  ENTER_PHONE_NUMBER: { title: m.phoneTitle, why: m.phoneWhy, button: m.phoneButton },
  UPLOAD_CERTIFICATE_OF_TRUST: { title: m.trustTitle, why: m.trustWhy, button: m.trustButton },
  UPLOAD_PROPERTY_DOCUMENT: { title: m.propertyTitle, why: m.propertyWhy, button: m.propertyButton },
  REUPLOAD_ID: { title: m.reuploadIdTitle, why: m.reuploadIdWhy, button: m.reuploadIdButton },
  UPLOAD_OWNERSHIP_DOCUMENT: { title: m.ownershipTitle, why: m.ownershipWhy, button: m.ownershipButton },
  UPLOAD_PAYSTUBS: { title: m.paystubsTitle, why: m.paystubsWhy, button: m.paystubsButton },
  UPLOAD_PROOF_OF_CANCELLATION: { title: m.cancellationTitle, why: m.cancellationWhy, button: m.cancellationButton },
  GENERIC_UPLOAD: { title: m.genericTitle, why: m.genericWhy, button: m.genericButton },
};

export const DOCUMENT_LABELS: Record<DocumentType, MessageDescriptor> = {
  DISCLOSURES: m.docDisclosures,
  ID_FRONT: m.docIdFront,
  ID_BACK: m.docIdBack,
  BANK_STATEMENT: m.docBankStatement,
  BANK_LETTER: m.docBankLetter,
  PAYSTUB: m.docPaystub,
  HAZARD_INSURANCE_PROOF: m.docHazard,
  FLOOD_INSURANCE_PROOF: m.docFlood,
  CERTIFICATE_OF_TRUST: m.docTrust,
  MORTGAGE: m.docMortgage,
  DEED_OF_TRUST: m.docDeedOfTrust,
  DEED: m.docDeed,
  TRANSFER_DOCUMENT: m.docTransfer,
  PROOF_OF_CANCELLATION: m.docCancellation,
  OTHER: m.docOther,
};

/** "2 files (paystub)" — what is asked and how many, in the person's language (`t` of useI18n). */
export const requestedLine = (condition: Condition, t: Translate): string | null => {
  const action = conditionAction(condition);
  if (!action || action.location !== 'upload-document') return null;
  const asked = condition.requestDocuments.length > 0 ? condition.requestDocuments : action.documentTypes;
  const names = [...new Set(asked.map((d) => t(DOCUMENT_LABELS[d])))].join(t(m.namesSeparator));
  const files = t(m.requestedFiles, { count: action.documentCount });
  return names ? t(m.requestedWithNames, { files, names }) : files;
};
