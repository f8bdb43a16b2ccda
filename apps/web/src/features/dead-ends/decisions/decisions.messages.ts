import { defineMessages } from '../../../lib/i18n/define-messages';

/**
 * The manual reviews (review-app/*), the flood certificate wait and the insurance screens in the person's language.
 * The reviews' copy is ours: the spec names the screens, not their text (docs/decisions.md).
 */
export const decisionsMessages = defineMessages({
  delinquencyTitle: {
    id: 'deadEnds.decisions.delinquencyTitle',
    defaultMessage: 'We’re reviewing your mortgage payment history',
  },
  delinquencyWhy: {
    id: 'deadEnds.decisions.delinquencyWhy',
    defaultMessage:
      'Your credit report shows a mortgage payment 60 or more days late in the last 12 months. Before we can make you an offer, an underwriter looks at what happened and whether it is behind you.',
  },
  delinquencyNeed1: {
    id: 'deadEnds.decisions.delinquencyNeed1',
    defaultMessage: 'What caused the late payment (for example a job loss, an illness or a mistake by your servicer)',
  },
  delinquencyNeed2: {
    id: 'deadEnds.decisions.delinquencyNeed2',
    defaultMessage: 'Proof that your mortgage is current now, such as your latest mortgage statement',
  },
  delinquencyNeed3: {
    id: 'deadEnds.decisions.delinquencyNeed3',
    defaultMessage: 'If your servicer made a mistake, their letter saying so',
  },
  delinquencyLabel: { id: 'deadEnds.decisions.delinquencyLabel', defaultMessage: 'Tell the underwriter what happened' },
  delinquencyHint: {
    id: 'deadEnds.decisions.delinquencyHint',
    defaultMessage: 'A few sentences are enough: what happened, when, and what has changed since.',
  },
  uwTitle: { id: 'deadEnds.decisions.uwTitle', defaultMessage: 'An underwriter is reviewing your application' },
  uwWhy: {
    id: 'deadEnds.decisions.uwWhy',
    defaultMessage:
      'Your credit score is close to our minimum, so an underwriter looks at your whole file before we make you an offer, instead of our automated decision.',
  },
  uwNeed1: {
    id: 'deadEnds.decisions.uwNeed1',
    defaultMessage:
      'Anything that explains recent credit activity, such as new accounts, high balances or recent credit checks',
  },
  uwNeed2: {
    id: 'deadEnds.decisions.uwNeed2',
    defaultMessage: 'Statements showing balances you have paid down since your credit report was pulled',
  },
  uwLabel: { id: 'deadEnds.decisions.uwLabel', defaultMessage: 'Anything the underwriter should know' },
  uwHint: {
    id: 'deadEnds.decisions.uwHint',
    defaultMessage: 'For example, a balance you paid off last month or a loan you applied for and did not take.',
  },
  pinTitle: { id: 'deadEnds.decisions.pinTitle', defaultMessage: 'We need to confirm your property’s parcel number' },
  pinWhy: {
    id: 'deadEnds.decisions.pinWhy',
    defaultMessage:
      'The parcel identification number (PIN) on your deed does not match the one county property records give for your address, so we cannot yet be sure which property secures your line.',
  },
  pinNeed1: {
    id: 'deadEnds.decisions.pinNeed1',
    defaultMessage: 'Your recorded deed, or your most recent property tax bill, showing the parcel number',
  },
  pinNeed2: {
    id: 'deadEnds.decisions.pinNeed2',
    defaultMessage: 'If your lot was split, merged or renumbered, a short explanation and the county’s record of it',
  },
  pinLabel: { id: 'deadEnds.decisions.pinLabel', defaultMessage: 'Explain the parcel number' },
  pinHint: {
    id: 'deadEnds.decisions.pinHint',
    defaultMessage: 'For example: the county renumbered our parcel in 2023; the tax bill shows the new number.',
  },
  ownershipTitle: { id: 'deadEnds.decisions.ownershipTitle', defaultMessage: 'We need to confirm who owns your home' },
  ownershipWhy: {
    id: 'deadEnds.decisions.ownershipWhy',
    defaultMessage:
      'The title report shows your home’s deed in a name other than yours, for example a trust, a company or a previous owner. Only the owners of a home can borrow against it.',
  },
  ownershipNeed1: {
    id: 'deadEnds.decisions.ownershipNeed1',
    defaultMessage: 'Your recorded deed showing you as an owner',
  },
  ownershipNeed2: {
    id: 'deadEnds.decisions.ownershipNeed2',
    defaultMessage: 'If your home is held in a trust, the certification of trust naming you as a trustee',
  },
  ownershipNeed3: {
    id: 'deadEnds.decisions.ownershipNeed3',
    defaultMessage: 'If you bought the home recently, your closing statement and the deed from your purchase',
  },
  ownershipLabel: { id: 'deadEnds.decisions.ownershipLabel', defaultMessage: 'Explain how you own your home' },
  ownershipHint: {
    id: 'deadEnds.decisions.ownershipHint',
    defaultMessage: 'For example: the home is in my family trust and I am its trustee.',
  },
  noCreditTitle: { id: 'deadEnds.decisions.noCreditTitle', defaultMessage: 'We couldn’t find your credit file' },
  noCreditWhy: {
    id: 'deadEnds.decisions.noCreditWhy',
    defaultMessage:
      'Even with your Social Security number, the credit bureau found no credit file for you, so we cannot decide online. A specialist can look for your file by hand.',
  },
  noCreditNeed1: {
    id: 'deadEnds.decisions.noCreditNeed1',
    defaultMessage: 'Any other names you have used for credit (a maiden name, for example) and your previous addresses',
  },
  noCreditNeed2: { id: 'deadEnds.decisions.noCreditNeed2', defaultMessage: 'A copy of a government-issued photo ID' },
  noCreditNeed3: {
    id: 'deadEnds.decisions.noCreditNeed3',
    defaultMessage: 'If you have a credit report from any bureau, a copy of it',
  },
  noCreditLabel: { id: 'deadEnds.decisions.noCreditLabel', defaultMessage: 'Other names and addresses you have used' },
  noCreditHint: {
    id: 'deadEnds.decisions.noCreditHint',
    defaultMessage: 'Include the years you lived at each address and any name you used on credit accounts.',
  },
  loadingReview: { id: 'deadEnds.decisions.loadingReview', defaultMessage: 'Loading your review' },
  reviewUnchanged: { id: 'deadEnds.decisions.reviewUnchanged', defaultMessage: 'The underwriter has not decided yet.' },
  whenTitle: { id: 'deadEnds.decisions.whenTitle', defaultMessage: 'When you’ll hear from us' },
  whenBody: {
    id: 'deadEnds.decisions.whenBody',
    defaultMessage:
      'An underwriter decides within 2 business days of the last thing you send. We e-mail you as soon as they do, and this page moves on to your offers or to our decision.',
  },
  whenBodyBy: {
    id: 'deadEnds.decisions.whenBodyBy',
    defaultMessage:
      'An underwriter decides within 2 business days of the last thing you send: by {date}. We e-mail you as soon as they do, and this page moves on to your offers or to our decision.',
  },
  reviewClosed: {
    id: 'deadEnds.decisions.reviewClosed',
    defaultMessage: 'This review is closed. Select Check status to see where your application is now.',
  },
  needsTitle: { id: 'deadEnds.decisions.needsTitle', defaultMessage: 'What the underwriter needs' },
  explainTitle: { id: 'deadEnds.decisions.explainTitle', defaultMessage: 'Explain in your own words' },
  sendDocsTitle: { id: 'deadEnds.decisions.sendDocsTitle', defaultMessage: 'Send documents' },
  documentsSent: {
    id: 'deadEnds.decisions.documentsSent',
    defaultMessage: 'You sent {count, plural, one {# document} other {# documents}}.',
  },
  explanationSent: { id: 'deadEnds.decisions.explanationSent', defaultMessage: 'Your explanation, sent {date}:' },
  newExplanation: { id: 'deadEnds.decisions.newExplanation', defaultMessage: 'Send a new explanation' },
  explanationMax: {
    id: 'deadEnds.decisions.explanationMax',
    defaultMessage: '{hint} Up to {max, number} characters.',
  },
  explanationDone: { id: 'deadEnds.decisions.explanationDone', defaultMessage: 'Your explanation was sent.' },
  sending: { id: 'deadEnds.decisions.sending', defaultMessage: 'Sending' },
  sendExplanation: { id: 'deadEnds.decisions.sendExplanation', defaultMessage: 'Send explanation' },
  chooseFiles: { id: 'deadEnds.decisions.chooseFiles', defaultMessage: 'Choose files' },
  filesHint: {
    id: 'deadEnds.decisions.filesHint',
    defaultMessage: 'PDF, JPEG, PNG or HEIC, up to 10 MB each. You can choose several files at once.',
  },
  filesSent: { id: 'deadEnds.decisions.filesSent', defaultMessage: 'Files you sent' },
  sent: { id: 'deadEnds.decisions.sent', defaultMessage: 'Sent' },
  floodTitle: { id: 'deadEnds.decisions.floodTitle', defaultMessage: 'We’re waiting for your flood certificate' },
  floodLead: {
    id: 'deadEnds.decisions.floodLead',
    defaultMessage:
      'Before we prepare your closing documents, federal rules require a flood zone determination for your home: a certificate from a flood determination company saying whether the home is in a special flood hazard area on FEMA’s maps.',
  },
  floodNowTitle: { id: 'deadEnds.decisions.floodNowTitle', defaultMessage: 'What is happening' },
  floodWaiting: {
    id: 'deadEnds.decisions.floodWaiting',
    defaultMessage: 'We have ordered the certificate and are waiting for it. Most arrive within one business day.',
  },
  floodArrived: {
    id: 'deadEnds.decisions.floodArrived',
    defaultMessage: 'The certificate has arrived. Select Check status to continue to your closing documents.',
  },
  floodNextTitle: { id: 'deadEnds.decisions.floodNextTitle', defaultMessage: 'What happens next' },
  floodNext1: {
    id: 'deadEnds.decisions.floodNext1',
    defaultMessage: 'The certificate arrives and we add it to your file. Nothing is needed from you.',
  },
  floodNext2: {
    id: 'deadEnds.decisions.floodNext2',
    defaultMessage: 'We prepare your closing documents and e-mail you when they are ready to read and sign.',
  },
  floodNext3: {
    id: 'deadEnds.decisions.floodNext3',
    defaultMessage:
      'If your home is in a special flood hazard area (a zone starting with A or V), you will need flood insurance before your line opens. <link>See insurance requirements</link>',
  },
  floodUnchanged: {
    id: 'deadEnds.decisions.floodUnchanged',
    defaultMessage: 'We are still waiting for the flood certificate.',
  },
  insuranceTitle: { id: 'deadEnds.decisions.insuranceTitle', defaultMessage: 'Insurance requirements' },
  insuranceLead: {
    id: 'deadEnds.decisions.insuranceLead',
    defaultMessage:
      'Your home secures your line of credit, so it must stay insured while the line is open. Before your line opens we need proof of the insurance below.',
  },
  homeownersTitle: { id: 'deadEnds.decisions.homeownersTitle', defaultMessage: 'Homeowners insurance' },
  homeowners1: {
    id: 'deadEnds.decisions.homeowners1',
    defaultMessage:
      'A homeowners (hazard) policy covering fire and extended coverage, in force on your closing date and for at least the next 12 months.',
  },
  homeowners2: {
    id: 'deadEnds.decisions.homeowners2',
    defaultMessage:
      'Dwelling coverage of at least the lower of the cost to rebuild your home or the total of your mortgage and your full line of credit.',
  },
  homeowners3: { id: 'deadEnds.decisions.homeowners3', defaultMessage: 'A deductible of no more than {amount}.' },
  homeowners4: {
    id: 'deadEnds.decisions.homeowners4',
    defaultMessage:
      '{lender} named on the policy as mortgagee (second mortgagee if you have a first mortgage): “{clause}”.',
  },
  floodInsuranceTitle: { id: 'deadEnds.decisions.floodInsuranceTitle', defaultMessage: 'Flood insurance' },
  floodZoneError: {
    id: 'deadEnds.decisions.floodZoneError',
    defaultMessage: 'We could not load your flood zone. Please try again later.',
  },
  loadingFloodZone: { id: 'deadEnds.decisions.loadingFloodZone', defaultMessage: 'Loading your flood zone' },
  inZone: { id: 'deadEnds.decisions.inZone', defaultMessage: 'Your home is in flood zone {zone}' },
  hazardArea: {
    id: 'deadEnds.decisions.hazardArea',
    defaultMessage: 'This is a special flood hazard area on FEMA’s maps: federal law requires flood insurance.',
  },
  flood1: {
    id: 'deadEnds.decisions.flood1',
    defaultMessage:
      'A National Flood Insurance Program (NFIP) policy or a private flood policy that meets federal requirements.',
  },
  flood2: {
    id: 'deadEnds.decisions.flood2',
    defaultMessage:
      'Building coverage of at least the lowest of: the total of your mortgage and your full line of credit, the most the NFIP offers ({amount}), or the cost to rebuild your home.',
  },
  flood3: { id: 'deadEnds.decisions.flood3', defaultMessage: '{lender} named on the flood policy as mortgagee too.' },
  zoneNotRequired: {
    id: 'deadEnds.decisions.zoneNotRequired',
    defaultMessage:
      'Your home is in flood zone {zone}, outside FEMA’s special flood hazard areas: flood insurance is not required, though you may choose to buy it.',
  },
  zoneUnknown: {
    id: 'deadEnds.decisions.zoneUnknown',
    defaultMessage:
      'We have not received your flood zone determination yet. If it places your home in a special flood hazard area, flood insurance will be required and we will tell you here.',
  },
  proofTitle: { id: 'deadEnds.decisions.proofTitle', defaultMessage: 'How to send your proof' },
  proofBody: {
    id: 'deadEnds.decisions.proofBody',
    defaultMessage:
      'Ask your insurance agent for the declarations page of each policy showing the coverage, the deductible, the policy dates and {lender} as mortgagee, then upload it.',
  },
  uploadProof: { id: 'deadEnds.decisions.uploadProof', defaultMessage: 'Upload proof of insurance' },
  mortgageeClause: {
    id: 'deadEnds.decisions.mortgageeClause',
    defaultMessage: '{lender}, its successors and/or assigns (ISAOA/ATIMA)',
  },
  mortgageeClauseAt: {
    id: 'deadEnds.decisions.mortgageeClauseAt',
    defaultMessage: '{lender}, its successors and/or assigns (ISAOA/ATIMA), {address}',
  },
  uploadLead: {
    id: 'deadEnds.decisions.uploadLead',
    defaultMessage:
      'Upload the declarations page of your homeowners insurance policy{flood, select, yes { and of your flood insurance policy} other {}}. It must show the coverage, the deductible, the policy dates and us as mortgagee. <link>See insurance requirements</link>',
  },
  loading: { id: 'deadEnds.decisions.loading', defaultMessage: 'Loading' },
  chooseDeclarations: { id: 'deadEnds.decisions.chooseDeclarations', defaultMessage: 'Choose your declarations pages' },
  haveProof: { id: 'deadEnds.decisions.haveProof', defaultMessage: 'We have your proof of insurance' },
  checkWithin: {
    id: 'deadEnds.decisions.checkWithin',
    defaultMessage: 'Our team checks it within 2 business days. We will contact you if anything is missing.',
  },
  checkWithinBy: {
    id: 'deadEnds.decisions.checkWithinBy',
    defaultMessage: 'Our team checks it within 2 business days, by {date}. We will contact you if anything is missing.',
  },
  uploadClosed: {
    id: 'deadEnds.decisions.uploadClosed',
    defaultMessage: 'Your application is closed: there is nothing more to upload.',
  },
});
