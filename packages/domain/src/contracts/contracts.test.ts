import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as address from './address';
import * as application from './application';
import * as createApplication from './create-application';
import * as applicationDetails from './application-details';
import * as bank from './bank';
import * as banners from './banners';
import * as chat from './chat';
import * as chatbot from './chatbot';
import * as closing from './closing';
import * as commsPrefs from './comms-prefs';
import * as conditions from './conditions';
import * as decisions from './decisions';
import type { Contract } from './contract';
import * as documents from './documents';
import * as eligibility from './eligibility';
import * as feedback from './feedback';
import * as hours from './hours';
import * as identityVerification from './identity-verification';
import * as income from './income';
import * as leadPortal from './lead-portal';
import * as liens from './liens';
import * as notary from './notary';
import * as retries from './retries';
import * as sandbox from './sandbox';
import * as telemetry from './telemetry';
import * as valuation from './valuation';
import * as waitlist from './waitlist';
import * as wallet from './wallet';

type RequestPart = 'params' | 'querystring' | 'headers' | 'body';
interface Example {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  body?: unknown;
  /** One field of one request part set to a value of the wrong type. */
  wrong?: { part: RequestPart; field: string; value: unknown };
}

const APP_UUID = '3f2b6c1e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const OTHER_UUID = '9a1d3e5f-7b2c-4d6e-8f0a-1b3c5d7e9f2a';
const HOME = { street1: '1420 Alder Grove Ln', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' };
const DOB = { day: 14, month: 3, year: 1978 };
const CHAT_START = {
  orgCode: 'summit',
  identityUuid: OTHER_UUID,
  applicationUuid: APP_UUID,
  skill: 'White Label',
  pageUrl: '/account/heloc',
  chatMode: 'CHATBOT',
  friendlyName: 'Dana Reyes',
  emailAddress: 'dana.reyes@example.com',
};
const uuidParams = { params: { uuid: APP_UUID }, wrong: { part: 'params', field: 'uuid', value: 42 } } as const;
const conditionParams = {
  params: { uuid: APP_UUID, conditionUuid: OTHER_UUID },
  wrong: { part: 'params', field: 'conditionUuid', value: 42 },
} as const;

/** A realistic request for every contract, keyed by its export name, and one wrong-type field. */
const examples: Record<string, Example> = {
  getAddressTypeaheadContract: {
    querystring: { query: '1420 Alder' },
    wrong: { part: 'querystring', field: 'query', value: 1420 },
  },
  getHelocApplicationContract: uuidParams,
  listHelocApplicationsContract: {},
  getHelocStatusContract: uuidParams,
  selectHelocOfferContract: {
    params: { uuid: APP_UUID },
    body: { term: 10, type: 'FIXED', drawAmount: 85_000, payoffPreference: 'PRESERVE', paymentMethod: 'AUTOPAY' },
    wrong: { part: 'body', field: 'drawAmount', value: '85000' },
  },
  confirmHelocOfferContract: uuidParams,
  createHelocContract: {
    querystring: { state: 'CA' },
    headers: { 'idempotency-key': 'reg-2f6c1a9e-0001' },
    body: {
      abVersionsRequest: [{ name: 'redesign-2025', variation: 'on' }],
      affiliateAbVersion: null,
      affiliateAppIndicator: false,
      affiliateLiveOffers: false,
      consentListRequest: [
        { type: 'TERMS', version: '2025-01' },
        { type: 'SOFT_CREDIT', version: '2024-06' },
      ],
      consentRequests: [
        { type: 'SMS', agreed: true },
        { type: 'SMS_TRANSACTIONAL', agreed: false },
      ],
      income: { incomePrimary: 98_000, incomeOther: 4_000, incomeCoDeeders: null },
      marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
      profileRequest: {
        firstName: 'Dana',
        middleName: null,
        lastName: 'Reyes',
        suffix: 'N/A',
        dob: DOB,
        email: 'dana.reyes@example.com',
        phoneNumber: '(415) 555-0134',
      },
      propertyListedForSale: false,
      propertyRequest: { ...HOME, occupancyType: 'HOME', homeAddress: null },
      publish: true,
      utmParameters: { utm_source: 'newsletter' },
      employmentType: 'FULL_TIME',
      offerCode: 'SUM-4821',
      optimizelyProfileRequest: { optimizelyProfileUuid: OTHER_UUID },
      referrerId: null,
      referralId: null,
    },
    wrong: { part: 'body', field: 'propertyListedForSale', value: 'no' },
  },
  verifyAbilityToStartContract: {},
  getStatesEligibilityContract: {
    querystring: { orgCode: 'summit' },
    wrong: { part: 'querystring', field: 'orgCode', value: 7 },
  },
  getZipEligibilityContract: {
    querystring: { orgCode: 'summit' },
    wrong: { part: 'querystring', field: 'orgCode', value: null },
  },
  getStateLicensesContract: {
    querystring: { orgCode: 'summit' },
    wrong: { part: 'querystring', field: 'orgCode', value: [] },
  },
  getCoDeedStatusContract: {
    querystring: { applicationUuid: APP_UUID },
    wrong: { part: 'querystring', field: 'applicationUuid', value: 42 },
  },
  getReferralContract: {
    params: { referralUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'referralUuid', value: 'ref-1' },
  },
  getLoanOriginatorContract: {
    params: { loanOriginatorUuid: OTHER_UUID },
    querystring: { organization: 'summit' },
    wrong: { part: 'params', field: 'loanOriginatorUuid', value: 12 },
  },
  getLoanOriginatorLicensedStatesContract: {
    params: { loanOriginatorUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'loanOriginatorUuid', value: true },
  },
  getOfferCodeContract: { params: { code: 'SUM-4821' }, wrong: { part: 'params', field: 'code', value: 4821 } },
  getReferralIdContract: {
    params: { referralUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'referralUuid', value: 1 },
  },
  getPrepopContract: { querystring: { token: 'aff-7c21' }, wrong: { part: 'querystring', field: 'token', value: 7 } },
  getConsentPromptContract: {
    params: { consentType: 'SMS' },
    wrong: { part: 'params', field: 'consentType', value: 'EMAIL' },
  },
  saveUserConsentsContract: {
    body: {
      org: 'summit',
      source: 'heloc-registration',
      productType: 'HELOC',
      phone: '4155550134',
      email: 'dana.reyes@example.com',
      consents: [{ consentPromptUuid: OTHER_UUID, optInOut: 'OPT_IN' }],
    },
    wrong: { part: 'body', field: 'consents', value: 'OPT_IN' },
  },
  getHelocConsentTypesContract: {},
  joinWaitlistContract: {
    body: {
      ...HOME,
      firstName: 'Dana',
      lastName: 'Reyes',
      dob: DOB,
      email: 'dana.reyes@example.com',
      income: 98_000,
      consent: true,
    },
    wrong: { part: 'body', field: 'income', value: '98k' },
  },
  listExternalApplicantConditionsContract: uuidParams,
  uploadConditionDocumentContract: conditionParams,
  deleteConditionDocumentContract: {
    params: { uuid: APP_UUID, conditionUuid: OTHER_UUID, documentUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'documentUuid', value: 'file.pdf' },
  },
  submitConditionContract: conditionParams,
  answerConditionPhoneNumberContract: {
    params: { uuid: APP_UUID, conditionUuid: OTHER_UUID },
    body: { phoneNumber: '(512) 555-0100' },
    wrong: { part: 'body', field: 'phoneNumber', value: 5125550100 },
  },
  answerConditionIdentityContract: conditionParams,
  acceptSandboxConditionContract: {
    params: { uuid: APP_UUID, conditionUuid: OTHER_UUID },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    wrong: { part: 'params', field: 'conditionUuid', value: 7 },
  },
  rejectSandboxConditionContract: {
    params: { uuid: APP_UUID, conditionUuid: OTHER_UUID },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    body: { reason: 'The letter must show the account holder name.' },
    wrong: { part: 'body', field: 'reason', value: 5 },
  },
  // The notary, the right to cancel, complete, and the sandbox clock.
  moveSandboxClockContract: {
    params: { uuid: APP_UUID },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    body: { advanceMs: 2 * 86_400_000 },
    wrong: { part: 'body', field: 'advanceMs', value: '2 days' },
  },
  getNotaryContract: uuidParams,
  startNotarySessionContract: uuidParams,
  notaryIdentityContract: {
    params: { uuid: APP_UUID },
    body: { documentType: 'DRIVERS_LICENSE', documentLast4: '4821' },
    wrong: { part: 'body', field: 'documentLast4', value: 4821 },
  },
  notaryAnswersContract: {
    params: { uuid: APP_UUID },
    body: { answers: [{ questionId: 'street', choiceId: 'street-2' }] },
    wrong: { part: 'body', field: 'answers', value: 'street-2' },
  },
  notarySealContract: {
    params: { uuid: APP_UUID },
    body: { deedSigned: true },
    wrong: { part: 'body', field: 'deedSigned', value: 'yes' },
  },
  switchToInPersonNotaryContract: uuidParams,
  listNotarySlotsContract: uuidParams,
  reserveNotaryContract: {
    params: { uuid: APP_UUID },
    body: { slotId: 'title_2026-11-30T15:00:00.000Z' },
    wrong: { part: 'body', field: 'slotId', value: 7 },
  },
  cancelNotaryReservationContract: uuidParams,
  notaryAvailabilityContract: {
    querystring: { state: 'TX', zip: '77002' },
    wrong: { part: 'querystring', field: 'zip', value: 77002 },
  },
  getCompleteSummaryContract: uuidParams,
  cancelRescissionContract: uuidParams,
  setSandboxStatusContract: {
    params: { uuid: APP_UUID },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    body: { checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED', propertyState: 'TX' },
    wrong: { part: 'body', field: 'waitingOnFloodCert', value: 'yes' },
  },
  raiseSandboxConditionContract: {
    params: { uuid: APP_UUID },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    body: {
      categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      requestDocuments: ['PAYSTUB'],
      actionNeeded: null,
      notes: 'Two recent paystubs',
      commentsToBorrower: 'Please upload your two latest paystubs.',
      numDocsRequired: 2,
    },
    wrong: { part: 'body', field: 'numDocsRequired', value: 'two' },
  },
  getDepartmentHoursContract: {
    params: { department: 'OPS_PHONE' },
    querystring: { display: 'week' },
    headers: { 'x-org': 'summit' },
    wrong: { part: 'headers', field: 'x-org', value: 5 },
  },
  getChatOpenStatusContract: {
    headers: { 'x-org': 'summit' },
    wrong: { part: 'headers', field: 'x-org', value: false },
  },
  getChatWeekHoursContract: { headers: { 'x-org': 'summit' }, wrong: { part: 'headers', field: 'x-org', value: {} } },
  listBannersContract: {},
  sendCeoFeedbackContract: {
    body: {
      applicationUuid: APP_UUID,
      message: 'The offer page was very clear, thank you.',
      topic: 'COMPLIMENT',
      marketingConsent: true,
      pathname: `/account/heloc/${APP_UUID}/product/select`,
      productType: 'HELOC',
    },
    wrong: { part: 'body', field: 'marketingConsent', value: 'YES' },
  },
  sendTelemetryEventContract: {
    params: { context: 'external' },
    body: {
      domain: 'apply.example.com',
      pagePath: '/account/heloc/register-v2',
      event: 'heloc-register-start',
      sessionKey: OTHER_UUID,
      eventType: 'PAGEVIEW',
      productType: 'HELOC',
      eventProperties: { step: 'property-info' },
    },
    wrong: { part: 'body', field: 'eventProperties', value: 'step' },
  },
  startTelemetrySessionContract: {
    params: { context: 'external' },
    body: {
      platform: 'WEB',
      libVersion: '1.0.0',
      referrer: '',
      queryParams: { org: 'summit' },
      screenWidth: 1440,
      screenHeight: 900,
      windowWidth: 1280,
      windowHeight: 800,
      appVersion: '0.1.0',
    },
    wrong: { part: 'body', field: 'screenWidth', value: '1440' },
  },
  saveHelocExperimentsContract: {
    params: { appUuid: APP_UUID },
    body: { experiments: [{ name: 'multi-page-product-select', variation: 'on' }] },
    wrong: { part: 'body', field: 'experiments', value: { name: 'x' } },
  },
  updateOptimizelyProfileContract: {
    querystring: { identityUuid: OTHER_UUID },
    body: { optimizelyProfileUuid: APP_UUID },
    wrong: { part: 'body', field: 'optimizelyProfileUuid', value: 3 },
  },
  getOptimizelyProfileContract: {},
  saveHelocFullStoryLinkContract: {
    params: { uuid: APP_UUID },
    body: { link: 'https://replay.example.com/session/81723' },
    wrong: { part: 'body', field: 'link', value: 81723 },
  },
  saveTrackerContract: { body: { trackerUuid: OTHER_UUID }, wrong: { part: 'body', field: 'trackerUuid', value: 9 } },
  initWebChatContract: { body: CHAT_START, wrong: { part: 'body', field: 'friendlyName', value: 12 } },
  initStreamWebChatContract: {
    body: CHAT_START,
    wrong: { part: 'body', field: 'emailAddress', value: 'not-an-email' },
  },
  refreshChatTokenContract: { body: { token: 'tok_8d2f' }, wrong: { part: 'body', field: 'token', value: 8 } },
  getWebChatInfoContract: {
    body: { omniProxyChannelId: 'ch_1' },
    wrong: { part: 'body', field: 'omniProxyChannelId', value: 1 },
  },
  authenticateWebChatContract: {},
  refreshWebChatNonceContract: {
    querystring: { nonce: 'n-71c2' },
    wrong: { part: 'querystring', field: 'nonce', value: 7 },
  },
  listChatAgentsContract: {},
  getChatHistoryContract: {
    params: { conversationId: 'conv-51' },
    querystring: { limit: '20' },
    wrong: { part: 'querystring', field: 'limit', value: 'twenty' },
  },
  chatWithAutobotContract: {
    body: {
      applicationId: APP_UUID,
      conversationId: null,
      message: 'What is my draw limit?',
      nonce: null,
      organization: 'summit',
      pageUrl: '/account/heloc',
      senderId: OTHER_UUID,
      senderType: 'CUSTOMER',
    },
    wrong: { part: 'body', field: 'message', value: 42 },
  },
  rateChatReplyContract: {
    body: {
      questionId: 'q-9',
      conversationId: 'conv-51',
      responseToCustomer: 'Your draw limit is on the offer page.',
      feedbackMessage: 'Did not answer my question',
      rating: 'BAD',
      senderEmail: 'dana.reyes@example.com',
      senderType: 'CUSTOMER',
      nonce: null,
    },
    wrong: { part: 'body', field: 'feedbackMessage', value: 'x'.repeat(chatbot.CHAT_FEEDBACK_MESSAGE_MAX + 1) },
  },
  getWalletAccessContract: {
    querystring: { principal: 'tp1qz8w' },
    wrong: { part: 'querystring', field: 'principal', value: 1 },
  },
  listWalletAccountsContract: {},
  listNotificationsContract: {},
  markNotificationReadContract: uuidParams,
  // The screens after the offer.
  saveContactContract: {
    params: { uuid: APP_UUID },
    body: {
      email: 'dana.reyes@example.com',
      phoneNumber: '(415) 555-0134',
      mailingAddress: null,
      maritalStatus: 'MARRIED',
    },
    wrong: { part: 'body', field: 'maritalStatus', value: 3 },
  },
  saveHmdaContract: {
    params: { uuid: APP_UUID },
    body: {
      ethnicity: { choices: ['NOT_HISPANIC_OR_LATINO'] },
      race: { choices: ['ASIAN', 'OTHER_ASIAN'], details: { OTHER_ASIAN: 'Hmong' } },
      sex: { choices: ['NOT_PROVIDED'] },
    },
    wrong: { part: 'body', field: 'sex', value: 'FEMALE' },
  },
  getApplicationSummaryContract: uuidParams,
  submitApplicationContract: {
    params: { uuid: APP_UUID },
    body: { esignConsent: true, consentVersion: '2026-01' },
    wrong: { part: 'body', field: 'esignConsent', value: 'yes' },
  },
  listApplicationDocumentsContract: uuidParams,
  downloadApplicationDocumentContract: {
    params: { uuid: APP_UUID, documentUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'documentUuid', value: 7 },
  },
  getIncomeOptionsContract: uuidParams,
  linkIncomeContract: {
    params: { uuid: APP_UUID },
    body: { method: 'PAYROLL_LINK', institutionId: 'sandbox-payroll', username: 'dana', password: 'pass_good' },
    wrong: { part: 'body', field: 'password', value: 1234 },
  },
  uploadIncomeDocumentContract: uuidParams,
  deleteIncomeDocumentContract: {
    params: { uuid: APP_UUID, documentUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'documentUuid', value: 7 },
  },
  submitIncomeDocumentsContract: uuidParams,
  requestEmployerVerificationContract: {
    params: { uuid: APP_UUID },
    body: {
      employerName: 'Cascade Freight Co.',
      contactName: 'Morgan Lee',
      phoneNumber: '(916) 555-0172',
      email: 'hr@cascadefreight.example',
    },
    wrong: { part: 'body', field: 'email', value: 5 },
  },
  getIdentityCheckContract: uuidParams,
  verifyIdentityContract: uuidParams,
  listLiensContract: uuidParams,
  // Credit/social, credit/error, review-app/property.
  getCreditBlockContract: uuidParams,
  submitSsnContract: {
    params: { uuid: APP_UUID },
    body: { ssn: '123-45-6789', requestKey: OTHER_UUID },
    wrong: { part: 'body', field: 'ssn', value: 123456789 },
  },
  retryCreditPullContract: {
    params: { uuid: APP_UUID },
    body: { requestKey: OTHER_UUID },
    wrong: { part: 'body', field: 'requestKey', value: 7 },
  },
  getPropertyReviewContract: uuidParams,
  correctPropertyAddressContract: {
    params: { uuid: APP_UUID },
    body: {
      address: { street1: '125 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701' },
      requestKey: OTHER_UUID,
    },
    wrong: { part: 'body', field: 'address', value: '125 Main St' },
  },
  choosePropertyContract: {
    params: { uuid: APP_UUID },
    body: { apn: 'TX-004812337', requestKey: OTHER_UUID },
    wrong: { part: 'body', field: 'apn', value: 4812337 },
  },
  saveLienChoicesContract: {
    params: { uuid: APP_UUID },
    body: { liens: [{ uuid: OTHER_UUID, action: 'PAY_OFF' }] },
    wrong: { part: 'body', field: 'liens', value: 'PAY_OFF' },
  },
  uploadLienPayoffProofContract: {
    params: { uuid: APP_UUID, lienUuid: OTHER_UUID },
    wrong: { part: 'params', field: 'lienUuid', value: 1 },
  },
  getBankAccountsContract: uuidParams,
  saveDisburseAccountContract: {
    params: { uuid: APP_UUID },
    body: {
      source: 'MANUAL',
      accountType: 'CHECKING',
      holderName: 'Dana Reyes',
      routingNumber: '121000358',
      accountNumber: '000123456789',
      accountNumberConfirm: '000123456789',
    },
    wrong: { part: 'body', field: 'accountNumber', value: 123456789 },
  },
  saveAutopayContract: {
    params: { uuid: APP_UUID },
    body: { enroll: true, useDisburseAccount: true },
    wrong: { part: 'body', field: 'enroll', value: 'yes' },
  },
  confirmBankAccountsContract: uuidParams,
  getClosingPackageContract: uuidParams,
  consentToSignContract: {
    params: { uuid: APP_UUID },
    body: { agree: true, version: '2026-11', location: { latitude: 30.27, longitude: -97.74, accuracy: 20 } },
    wrong: { part: 'body', field: 'location', value: 'Austin' },
  },
  markClosingDocumentReadContract: {
    params: { uuid: APP_UUID, documentId: APP_UUID },
    body: {},
    wrong: { part: 'params', field: 'documentId', value: 7 },
  },
  signClosingDocumentContract: {
    params: { uuid: APP_UUID, documentId: APP_UUID },
    body: { place: 'BORROWER', documentSha256: 'a'.repeat(64), signature: { type: 'TYPED', text: 'Dana Reyes' } },
    wrong: { part: 'body', field: 'signature', value: 'Dana Reyes' },
  },
  completeSigningContract: { params: { uuid: APP_UUID }, body: {}, wrong: { part: 'params', field: 'uuid', value: 7 } },
  linkBankContract: {
    params: { uuid: APP_UUID },
    body: { institutionId: 'sandbox-bank-first', username: 'dana', password: 'correct horse' },
    wrong: { part: 'body', field: 'username', value: 42 },
  },
  // Valuation (bpo/*), assets (product/assets), requalify (product/prequal-winback), withdraw.
  getValuationContract: uuidParams,
  estimateValueContract: {
    params: { uuid: APP_UUID },
    body: { estimatedValue: 625_000 },
    wrong: { part: 'body', field: 'estimatedValue', value: '625000' },
  },
  answerPropertyConditionContract: {
    params: { uuid: APP_UUID },
    body: {
      overallCondition: 'FAIR',
      needsRepairs: true,
      repairsDescription: 'The roof needs new shingles',
      recentDamage: false,
      exteriorAccessible: true,
    },
    wrong: { part: 'body', field: 'needsRepairs', value: 'yes' },
  },
  requestAnotherValuationContract: uuidParams,
  orderValuationContract: {
    params: { uuid: APP_UUID },
    body: { authorize: true },
    wrong: { part: 'body', field: 'authorize', value: 'true' },
  },
  getAssetsContract: uuidParams,
  linkAssetsContract: {
    params: { uuid: APP_UUID },
    body: { institutionId: 'sandbox-bank-harbor', username: 'dana', password: 'correct horse' },
    wrong: { part: 'body', field: 'password', value: 42 },
  },
  uploadAssetStatementContract: uuidParams,
  submitAssetsContract: uuidParams,
  getRequalificationContract: uuidParams,
  acceptRequalificationContract: uuidParams,
  getAdverseActionNoticeContract: uuidParams,
  getReviewContract: {
    params: { uuid: APP_UUID, review: 'delinquency' },
    wrong: { part: 'params', field: 'review', value: 'nonsense' },
  },
  sendReviewExplanationContract: {
    params: { uuid: APP_UUID, review: 'uw' },
    body: { explanation: 'A medical bill went to collections while I was in hospital; it is paid.' },
    wrong: { part: 'body', field: 'explanation', value: 42 },
  },
  uploadReviewDocumentContract: {
    params: { uuid: APP_UUID, review: 'insurance' },
    wrong: { part: 'params', field: 'review', value: 'hazard' },
  },
  decideSandboxReviewContract: {
    params: { uuid: APP_UUID, review: 'incorrect-ownership' },
    headers: { 'x-sandbox-key': 'local-sandbox-key' },
    body: { decision: 'DECLINE', reasons: [{ code: 'UNABLE_TO_VERIFY_OWNERSHIP' }] },
    wrong: { part: 'body', field: 'decision', value: 'MAYBE' },
  },
  withdrawApplicationContract: {
    params: { uuid: APP_UUID },
    body: { confirm: true, reason: 'LINE_TOO_LOW' },
    wrong: { part: 'body', field: 'reason', value: 'BORED' },
  },
};

const STATUS = {
  checklistStatus: 'OFFER_SELECTION',
  condition: 'GOOD',
  waitingOnFloodCert: false,
  bpo: 'BPO_NOT_REQUIRED',
  title: 'PREQUAL_COMPLETE',
  uwDecision: 'SELECT',
  uwSubDecision: 'UNVERIFIED_OFFER',
  primaryParticipantAcceptComplete: false,
  manualNotary: false,
};
const responses = {
  status: { ...STATUS, uuid: APP_UUID, propertyState: 'CA', isCrypto: false, disburseRoutingNumber: null },
  application: {
    uuid: APP_UUID,
    loanNumber: 'HE-000184',
    property: HOME,
    adjustedHomeAmount: 640_000,
    rate: 0.0899,
    amount: 85_000,
    term: 10,
    rateType: 'FIXED',
    uwCalculatedDrawAmount: 85_000,
    isInquiry: false,
    isCrypto: false,
    activeForAppStart: true,
    active: true,
    referrer: { referrerUuid: null, wholesaleBrokerNmls: null },
    disburseAccount: { routingNumber: '121000358', mask: '4821', accountNumber: '******4821' },
    status: STATUS,
    decision: 'SELECT',
    subDecision: 'UNVERIFIED_OFFER',
    consents: [{ type: 'TERMS' }],
    assetDepletion: null,
    offers: [
      {
        term: 10,
        type: 'FIXED',
        minDraw: 15_000,
        maxDraw: 120_000,
        min: 15_000,
        max: 125_000,
        originationFee: 0.0299,
        baseRate: 0.0949,
        otherRate: null,
        rate: 0.0899,
        discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.0874 }],
        minRecordingTax: 0,
        maxRecordingTax: 0,
      },
    ],
    pricingSheetVersion: 3,
    selectedOffer: null,
    costs: [{ feeType: 'RECORDING_TAX', borrowerPaidAmount: 0, totalPaidByBorrower: 0, jsCriteria: null }],
    liabilities: [],
    ofeeMaxThreshold: null,
    maxDtiUnlimited: false,
    incomeRequestRecords: [{ methods: ['TRUV_PAYROLL'] }],
    helocSigners: [],
    additionalSignerVersion: null,
    auditFields: { createdDate: '2026-11-20T17:04:12Z' },
  },
  condition: {
    uuid: OTHER_UUID,
    categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
    created: '2026-11-21T09:30:00Z',
    requestDocuments: ['BANK_LETTER'],
    notes: null,
    commentsToBorrower: 'Please upload a letter from your bank.',
    actionNeeded: null,
    xtraData: { numDocsRequired: 1 },
    state: 'REJECTED',
    rejectionReason: 'The letter must show the account holder name.',
    documents: [],
    resolved: null,
  },
  banner: {
    uuid: OTHER_UUID,
    message: 'Scheduled maintenance Sunday 2am PT.',
    apps: ['heloc'],
    variant: 'warn',
    active: true,
    dismissable: true,
    metadata: { createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-02T00:00:00Z' },
  },
};
const contractExamples = Object.assign(examples, { responses });

const modules = {
  address,
  application,
  applicationDetails,
  bank,
  closing,
  documents,
  identityVerification,
  income,
  liens,
  notary,
  retries,
  banners,
  chat,
  chatbot,
  commsPrefs,
  conditions,
  decisions,
  eligibility,
  feedback,
  hours,
  leadPortal,
  sandbox,
  telemetry,
  waitlist,
  wallet,
  valuation,
};

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const contracts: [string, Contract][] = Object.values(modules).flatMap((mod) =>
  Object.entries(mod).filter((entry): entry is [string, Contract] => isContract(entry[1])),
);

const requestParts = (contract: Contract): RequestPart[] =>
  (['params', 'querystring', 'headers', 'body'] as const).filter((part) => contract[part] !== undefined);

const issuePaths = (error: z.ZodError): string[] => error.issues.map((issue) => issue.path.join('.'));

describe('contracts of the application, registration, chat and widget calls', () => {
  it('are found, one per call', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(50);
  });

  it('give every call a unique method and path', () => {
    const keys = contracts.map(([, c]) => `${c.method} ${c.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(contracts)('%s: path starts with / and its :params match the params schema', (_name, contract) => {
    expect(contract.path.startsWith('/')).toBe(true);
    expect(contract.path).not.toMatch(/[{}]/);
    const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = Object.keys(contract.params?.shape ?? {}).sort();
    expect(inSchema).toEqual(inPath);
  });

  it.each(contracts)('%s: answers an error list for bad input and a schema for success', (_name, contract) => {
    const statuses = Object.keys(contract.response).map(Number);
    expect(statuses.some((s) => s >= 200 && s < 300)).toBe(true);
    if (requestParts(contract).length > 0) expect(statuses).toContain(400);
  });

  it.each(contracts)('%s: accepts a realistic request and rejects a wrong type naming the field', (name, contract) => {
    const example = contractExamples[name];
    expect(example, `no example for ${name}`).toBeDefined();
    if (!example) return;
    for (const part of requestParts(contract)) {
      const result = contract[part]!.safeParse(example[part] ?? {});
      expect(result.error?.issues ?? [], `${name} ${part}`).toEqual([]);
    }
    const parts = requestParts(contract);
    if (parts.length === 0) return;
    expect(example.wrong, `no wrong-type case for ${name}`).toBeDefined();
    const { part, field, value } = example.wrong!;
    expect(parts).toContain(part);
    const broken = { ...(example[part] as Record<string, unknown>), [field]: value };
    const result = contract[part]!.safeParse(broken);
    expect(result.success).toBe(false);
    expect(issuePaths(result.error!).some((path) => path === field || path.startsWith(`${field}.`))).toBe(true);
  });
});

describe('create HELOC (docs/product/registration-and-routing.md §7)', () => {
  const body = contractExamples.createHelocContract!.body as Record<string, unknown>;

  it('has exactly the body fields the spec lists', () => {
    const specFields = [
      'abVersionsRequest',
      'affiliateAbVersion',
      'affiliateAppIndicator',
      'affiliateLiveOffers',
      'consentListRequest',
      'consentRequests',
      'income',
      'marketingTools',
      'profileRequest',
      'propertyListedForSale',
      'propertyRequest',
      'publish',
      'utmParameters',
      'employmentType',
      'offerCode',
      'optimizelyProfileRequest',
      'referrerId',
      'referralId',
    ];
    expect(Object.keys(createApplication.createHelocBodySchema.shape).sort()).toEqual([...specFields].sort());
    expect(Object.keys(createApplication.createHelocBodySchema.shape.income.shape).sort()).toEqual([
      'incomeCoDeeders',
      'incomeOther',
      'incomePrimary',
    ]);
    expect(Object.keys(createApplication.createHelocBodySchema.shape.marketingTools.unwrap().shape).sort()).toEqual([
      'totalExpertContactId',
      'totalExpertOwnerId',
    ]);
  });

  it('rejects an unemployed applicant with the spec message', () => {
    const result = createApplication.createHelocBodySchema.safeParse({ ...body, employmentType: 'UNEMPLOYED' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "We apologize. At this time, we don't lend to unemployed borrowers.",
    ]);
  });

  it('rejects an income of $10,000,000', () => {
    const income = { incomePrimary: 10_000_000 };
    expect(createApplication.createHelocBodySchema.safeParse({ ...body, income }).success).toBe(false);
  });

  it('accepts the phone as typed in the form or as digits', () => {
    const profileRequest = body.profileRequest as Record<string, unknown>;
    for (const phoneNumber of ['(415) 555-0134', '4155550134']) {
      const result = createApplication.createHelocBodySchema.safeParse({
        ...body,
        profileRequest: { ...profileRequest, phoneNumber },
      });
      expect(result.success).toBe(true);
    }
  });

  it('keeps the other request headers beside the idempotency key', () => {
    const headers = { 'idempotency-key': 'reg-2f6c1a9e', authorization: 'Bearer abc', 'x-org': 'summit' };
    expect(createApplication.createHelocContract.headers.parse(headers)).toEqual(headers);
  });
});

describe('sandbox control API (docs/architecture.md)', () => {
  it('needs at least one status field', () => {
    expect(sandbox.setSandboxStatusBodySchema.safeParse({}).success).toBe(false);
    expect(sandbox.setSandboxStatusBodySchema.safeParse({ waitingOnFloodCert: true }).success).toBe(true);
  });

  it('refuses an unknown checklist status', () => {
    const result = sandbox.setSandboxStatusBodySchema.safeParse({ checklistStatus: 'OFER_SELECTION' });
    expect(issuePaths(result.error!)).toEqual(['checklistStatus']);
  });

  it('defaults the requested documents of a raised condition to none', () => {
    expect(
      sandbox.raiseSandboxConditionBodySchema.parse({ categoryEnum: 'MISSING_PHONE_NUMBER' }).requestDocuments,
    ).toEqual([]);
  });

  it('is authorised by the x-sandbox-key header on both calls', () => {
    for (const contract of [sandbox.setSandboxStatusContract, sandbox.raiseSandboxConditionContract]) {
      expect(contract.auth).toBe('sandbox');
      expect(contract.headers.safeParse({}).success).toBe(false);
    }
  });
});

describe('feedback to the CEO (docs/product/application-area.md §5.1)', () => {
  const body = contractExamples.sendCeoFeedbackContract!.body as Record<string, unknown>;
  const messagesFor = (message: string) =>
    feedback.sendCeoFeedbackBodySchema.safeParse({ ...body, message }).error?.issues.map((i) => i.message) ?? [];

  it('takes a message of 10 to 1000 characters', () => {
    expect(messagesFor('a'.repeat(9))).toEqual(['Must be at least 10 characters']);
    expect(messagesFor('a'.repeat(10))).toEqual([]);
    expect(messagesFor('a'.repeat(1000))).toEqual([]);
    expect(messagesFor('a'.repeat(1001))).toEqual(['Must be at most 1000 characters']);
  });

  it('takes only the two topics', () => {
    expect(feedback.sendCeoFeedbackBodySchema.safeParse({ ...body, topic: 'COMPLAIN' }).success).toBe(false);
  });
});

describe('read models', () => {
  it('parse a realistic application, its status and its conditions', () => {
    expect(application.helocApplicationSchema.safeParse(contractExamples.responses.application).error).toBeUndefined();
    expect(application.helocStatusSchema.safeParse(contractExamples.responses.status).error).toBeUndefined();
    expect(conditions.conditionSchema.safeParse(contractExamples.responses.condition).error).toBeUndefined();
  });

  it('let an unrecognised checklist status through so the client can route it to error/timeout (docs/product/registration-and-routing.md §4)', () => {
    const status = { ...contractExamples.responses.status, checklistStatus: 'SOMETHING_NEW' };
    expect(application.helocStatusSchema.safeParse(status).success).toBe(true);
  });

  it('refuse a banner with no apps (docs/product/widgets-and-calculations.md §5)', () => {
    const banner = { ...contractExamples.responses.banner, apps: [] };
    expect(banners.bannerSchema.safeParse(contractExamples.responses.banner).success).toBe(true);
    expect(issuePaths(banners.bannerSchema.safeParse(banner).error!)).toEqual(['apps']);
  });

  it('answer the reason an applicant cannot start, for the modal variant', () => {
    const answer = {
      canStartApplication: false,
      organizationsWithActiveApplication: [],
      reason: 'COMPLETED_WAIT_45_DAYS',
      activeApplicationUuid: null,
      waitUntil: '2026-01-09',
    };
    expect(eligibility.abilityToStartSchema.safeParse(answer).success).toBe(true);
    expect(eligibility.abilityToStartSchema.safeParse({ ...answer, reason: 'TOO_SOON' }).success).toBe(false);
  });
});
