import { conditionAction, type ConditionActionKind, type DocumentType } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { applicationPath } from '../../shared/application-status/destination';

/** What the lender asks, in plain words, per action (docs/product/application-area.md §4.1); the wording is ours. */
export const ACTION_COPY: Record<ConditionActionKind, { title: string; why: string; button: string }> = {
  UPLOAD_BANK_STATEMENT: {
    title: 'Upload a bank statement',
    why: 'We need to confirm the bank account you gave us belongs to you.',
    button: 'Upload bank statement',
  },
  UPLOAD_BANK_LETTER: {
    title: 'Upload a bank letter',
    why: 'A letter from your bank on its letterhead confirms the account is yours.',
    button: 'Upload bank letter',
  },
  REVERIFY_ID: {
    title: 'Verify your ID again',
    why: 'We could not verify your government ID. A new, clear photo usually fixes it.',
    button: 'Send a new ID photo',
  },
  ENTER_PHONE_NUMBER: {
    title: 'Add your mobile phone number',
    why: 'We need a phone number to reach you about your application and your closing.',
    button: 'Add phone number',
  },
  UPLOAD_CERTIFICATE_OF_TRUST: {
    title: 'Upload your certificate of trust',
    why: 'Your home is held in a trust; the certificate shows who may borrow against it.',
    button: 'Upload certificate of trust',
  },
  UPLOAD_PROPERTY_DOCUMENT: {
    title: 'Upload your mortgage, deed of trust or deed',
    why: "We need the property's legal description, which is printed on these documents.",
    button: 'Upload property document',
  },
  REUPLOAD_ID: {
    title: 'Upload your ID again',
    why: 'Our identity team needs a new photo of your government ID to finish their review.',
    button: 'Upload your ID',
  },
  UPLOAD_OWNERSHIP_DOCUMENT: {
    title: 'Upload a deed or transfer document',
    why: 'We need to confirm how you own the property.',
    button: 'Upload ownership document',
  },
  UPLOAD_PAYSTUBS: {
    title: 'Upload your paystubs',
    why: 'Your recent paystubs let us finish verifying your income.',
    button: 'Upload paystubs',
  },
  UPLOAD_PROOF_OF_CANCELLATION: {
    title: 'Upload proof you cancelled another application',
    why: 'Your credit report shows another recent credit application; show us it was cancelled.',
    button: 'Upload proof of cancellation',
  },
  GENERIC_UPLOAD: {
    title: 'Upload the requested document',
    why: 'Your lender needs one more document to continue.',
    button: 'Upload document',
  },
};

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  DISCLOSURES: 'disclosures',
  ID_FRONT: 'front of your ID',
  ID_BACK: 'back of your ID',
  BANK_STATEMENT: 'bank statement',
  BANK_LETTER: 'bank letter',
  PAYSTUB: 'paystub',
  HAZARD_INSURANCE_PROOF: 'proof of home insurance',
  FLOOD_INSURANCE_PROOF: 'proof of flood insurance',
  CERTIFICATE_OF_TRUST: 'certificate of trust',
  MORTGAGE: 'mortgage',
  DEED_OF_TRUST: 'deed of trust',
  DEED: 'deed',
  TRANSFER_DOCUMENT: 'transfer document',
  PROOF_OF_CANCELLATION: 'proof of cancellation',
  OTHER: 'document',
};

/** "2 documents: paystub" — what is asked and how many. */
export const requestedLine = (condition: Condition): string | null => {
  const action = conditionAction(condition);
  if (!action || action.location !== 'upload-document') return null;
  const asked = condition.requestDocuments.length > 0 ? condition.requestDocuments : action.documentTypes;
  const names = [...new Set(asked.map((d) => DOCUMENT_LABELS[d]))].join(', ');
  const count = action.documentCount;
  return `${count} ${count === 1 ? 'file' : 'files'}${names ? ` (${names})` : ''}`;
};

/** The screen that answers a condition (docs/product/application-area.md §2.1: conditions/{location}). */
export const actionPath = (uuid: string, condition: Condition): string => {
  const action = conditionAction(condition);
  return `${applicationPath(uuid, `conditions/${action?.location ?? 'upload-document'}`)}?condition=${condition.uuid}`;
};
