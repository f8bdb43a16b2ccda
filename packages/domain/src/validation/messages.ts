import { message, withValues, type Message } from '../i18n/message';
// The exact user-facing validation messages of the spec, one constant each, so forms, the server and tests share them.
// Where the spec gives no wording, the message is ours and says so in its comment.

// docs/product/registration-and-routing.md §5, docs/product/widgets-and-calculations.md §5: the generic required message (for-sale, confirm password, consents).
export const REQUIRED_MESSAGE = message('domain.validation.required', 'Required');

// docs/product/widgets-and-calculations.md §5: password.
export const PASSWORDS_DONT_MATCH_MESSAGE = message('domain.validation.passwordsDontMatch', "Passwords don't match");

// docs/product/widgets-and-calculations.md §5: email.
export const EMAIL_REQUIRED_MESSAGE = message('domain.validation.emailRequired', 'Please enter your email');
export const EMAIL_INVALID_MESSAGE = message('domain.validation.emailInvalid', 'Please enter a valid email address');

// docs/product/widgets-and-calculations.md §5: phone.
export const PHONE_REQUIRED_MESSAGE = message('domain.validation.phoneRequired', 'Please enter your mobile phone');
export const PHONE_INVALID_MESSAGE = message('domain.validation.phoneInvalid', 'Please enter a valid phone number');
export const PHONE_COUNTRY_CODE_MESSAGE = message('domain.validation.phoneCountryCode', 'Country code 1 is not needed');

// docs/product/widgets-and-calculations.md §5: names.
export const FIRST_NAME_REQUIRED_MESSAGE = message(
  'domain.validation.firstNameRequired',
  'Please enter the first name',
);
export const FIRST_NAME_TOO_SHORT_MESSAGE = message(
  'domain.validation.firstNameTooShort',
  'First name must be at least 2 characters long',
);
export const LAST_NAME_REQUIRED_MESSAGE = message('domain.validation.lastNameRequired', 'Last name is required');
// The spec names the 2-character minimum of the last name but not its message; this wording is ours, mirroring the first name's.
export const LAST_NAME_TOO_SHORT_MESSAGE = message(
  'domain.validation.lastNameTooShort',
  'Last name must be at least 2 characters long',
);
export const UNSUPPORTED_CHARACTERS_MESSAGE = message(
  'domain.validation.unsupportedCharacters',
  'Some of the characters entered are not supported.',
);

// docs/product/widgets-and-calculations.md §5: date of birth.
export const DOB_REQUIRED_MESSAGE = message('domain.validation.dobRequired', 'Date of birth is required');
export const DOB_INVALID_MESSAGE = message('domain.validation.dobInvalid', 'Invalid date');
export const DOB_MIN_AGE_MESSAGE = message('domain.validation.dobMinAge', 'Must be at least 18 years old');
export const DOB_AGE_RESTRICTED_MESSAGE = message(
  'domain.validation.dobAgeRestricted',
  'Must be 62 years or older to apply for a loan',
);
// docs/product/registration-and-routing.md §5 names the Alabama minimum (19) but not its message; this wording is ours.
export const DOB_ALABAMA_MIN_AGE_MESSAGE = message(
  'domain.validation.dobAlabamaMinAge',
  'Must be at least 19 years old',
);

// docs/product/widgets-and-calculations.md §5: address.
export const STREET_REQUIRED_MESSAGE = message('domain.validation.streetRequired', 'Street address is required');
export const CITY_INVALID_MESSAGE = message('domain.validation.cityInvalid', 'Please enter a valid city name');
export const STATE_LENGTH_MESSAGE = message('domain.validation.stateLength', 'State must be two characters in length');
export const STATE_INVALID_MESSAGE = message('domain.validation.stateInvalid', 'Please enter a valid state');
export const STATE_NOT_AVAILABLE_MESSAGE = message(
  'domain.validation.stateNotAvailable',
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
);
export const ZIP_INVALID_MESSAGE = message('domain.validation.zipInvalid', 'Please enter a valid zipcode');
export const PROPERTY_ADDRESS_INVALID_MESSAGE = message(
  'domain.validation.propertyAddressInvalid',
  'Please enter a valid property address',
);

// docs/product/registration-and-routing.md §5: registration screens.
export const OCCUPANCY_REQUIRED_MESSAGE = message(
  'domain.validation.occupancyRequired',
  'Please select an occupancy type',
);
export const UNEMPLOYED_MESSAGE = message(
  'domain.validation.unemployed',
  "We apologize. At this time, we don't lend to unemployed borrowers.",
);
export const INCOME_MIN_MESSAGE = message('domain.validation.incomeMin', 'Must be at least $0');
export const INCOME_MAX_MESSAGE = message('domain.validation.incomeMax', 'Must be less than $10,000,000');
export const REFERRER_UNLICENSED_STATE_MESSAGE = message(
  'domain.validation.referrerUnlicensedState',
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
);
export const HAWAII_PROPERTY_MESSAGE = message(
  'domain.validation.hawaiiProperty',
  'Looks like you are applying with a property located in Hawaii.',
);

// docs/product/application-area.md §5.1: feedback form.
export const FEEDBACK_MESSAGE_MIN_MESSAGE = message(
  'domain.validation.feedbackMessageMin',
  'Must be at least 10 characters',
);
export const FEEDBACK_MESSAGE_MAX_MESSAGE = message(
  'domain.validation.feedbackMessageMax',
  'Must be at most 1000 characters',
);

// docs/product/widgets-and-calculations.md §5: chat.
export const CHAT_FIELD_TOO_LONG_MESSAGE = message(
  'domain.validation.chatFieldTooLong',
  'Cannot be more than 128 characters',
);
export const CHAT_FEEDBACK_REASON_MESSAGE = message('domain.validation.chatFeedbackReason', 'Please select a reason');
export const CHAT_FEEDBACK_TOO_LONG_MESSAGE = message(
  'domain.validation.chatFeedbackTooLong',
  'Please restrict your response to 140 characters.',
);

/** docs/product/application-area.md §5.2, §8: saving an experiment requires an application id. */
export const APP_ID_REQUIRED_MESSAGE = message(
  'domain.validation.appIdRequired',
  'App ID is required to save experiment',
);

// The screens after the offer. The spec gives no wording for these: every message below is ours.
// start/contact
export const MARITAL_STATUS_REQUIRED_MESSAGE = message(
  'domain.validation.maritalStatusRequired',
  'Please select your marital status',
);
export const OWNERSHIP_TYPE_REQUIRED_MESSAGE = message(
  'domain.validation.ownershipTypeRequired',
  'Please tell us how you own your home',
);
export const MAILING_ADDRESS_CHOICE_MESSAGE = message(
  'domain.validation.mailingAddressChoice',
  'Please tell us where to send your mail',
);
// start/hmda
export const HMDA_ETHNICITY_REQUIRED_MESSAGE = message(
  'domain.validation.hmdaEthnicityRequired',
  "Please select your ethnicity, or 'I do not wish to provide this information'",
);
export const HMDA_RACE_REQUIRED_MESSAGE = message(
  'domain.validation.hmdaRaceRequired',
  "Please select your race, or 'I do not wish to provide this information'",
);
export const HMDA_SEX_REQUIRED_MESSAGE = message(
  'domain.validation.hmdaSexRequired',
  "Please select your sex, or 'I do not wish to provide this information'",
);
export const HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE = message(
  'domain.validation.hmdaNotProvidedExclusive',
  "'I do not wish to provide this information' cannot be combined with other answers",
);
// free text (HMDA other race or origin, names typed on these screens): at most 100 characters
export const TEXT_TOO_LONG_MESSAGE = message('domain.validation.textTooLong', 'Please use 100 characters or fewer');
// start/app-summary
export const ESIGN_CONSENT_REQUIRED_MESSAGE = message(
  'domain.validation.esignConsentRequired',
  'Please agree to receive your documents electronically to continue',
);
export const ESIGN_CONSENT_VERSION_MESSAGE = message(
  'domain.validation.esignConsentVersion',
  'The consent to electronic records has changed since you opened this page: please read it again and agree',
);
export const CONTACT_DETAILS_MISSING_MESSAGE = message(
  'domain.validation.contactDetailsMissing',
  'Please confirm your contact details and marital status first',
);
export const HMDA_MISSING_MESSAGE = message(
  'domain.validation.hmdaMissing',
  'Please answer the demographic questions first',
);
export const STEP_NOT_AVAILABLE_MESSAGE = message(
  'domain.validation.stepNotAvailable',
  'Your application is not at this step: check its status to continue',
);
export const DETAILS_LOCKED_MESSAGE = message(
  'domain.validation.detailsLocked',
  'Your application has been submitted: these details can no longer change',
);
// income
export const INSTITUTION_REQUIRED_MESSAGE = message(
  'domain.validation.institutionRequired',
  'Please choose your institution',
);
export const LINK_USERNAME_REQUIRED_MESSAGE = message(
  'domain.validation.linkUsernameRequired',
  'Please enter your username',
);
export const LINK_PASSWORD_REQUIRED_MESSAGE = message(
  'domain.validation.linkPasswordRequired',
  'Please enter your password',
);
export const EMPLOYER_NAME_REQUIRED_MESSAGE = message(
  'domain.validation.employerNameRequired',
  "Please enter your employer's name",
);
export const EMPLOYER_CONTACT_NAME_REQUIRED_MESSAGE = message(
  'domain.validation.employerContactNameRequired',
  'Please enter the name of a contact at your employer',
);
export const EMPLOYER_CONTACT_PHONE_REQUIRED_MESSAGE = message(
  'domain.validation.employerContactPhoneRequired',
  "Please enter your contact's phone number",
);
export const EMPLOYER_CONTACT_EMAIL_REQUIRED_MESSAGE = message(
  'domain.validation.employerContactEmailRequired',
  "Please enter your contact's email",
);
export const INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE = message(
  'domain.validation.incomeDocumentTypeRequired',
  'Please choose the type of document',
);
// the link dialog's sign-in failures (the sandbox's documented failure values, docs/sandbox.md)
export const LINK_INVALID_CREDENTIALS_MESSAGE = message(
  'domain.validation.linkInvalidCredentials',
  'That username and password did not work. Check them and try again.',
);
export const LINK_INSTITUTION_UNAVAILABLE_MESSAGE = message(
  'domain.validation.linkInstitutionUnavailable',
  'We could not reach your institution right now. Try again in a few minutes, or choose another way to verify.',
);
export const INCOME_DOCUMENTS_INCOMPLETE_MESSAGE = message(
  'domain.validation.incomeDocumentsIncomplete',
  'Please upload every document asked for before you submit',
);
export const INCOME_METHOD_NOT_OFFERED_MESSAGE = message(
  'domain.validation.incomeMethodNotOffered',
  'This way of verifying income is not offered for your employment type',
);
// uploads (every screen with a file input)
export const UPLOAD_REQUIRED_MESSAGE = message('domain.validation.uploadRequired', 'Please choose a file to upload');
export const UPLOAD_EMPTY_MESSAGE = message('domain.validation.uploadEmpty', 'This file is empty');
export const UPLOAD_TOO_LARGE_MESSAGE = message('domain.validation.uploadTooLarge', 'Files must be 10 MB or smaller');
export const UPLOAD_TYPE_MESSAGE = message(
  'domain.validation.uploadType',
  'Please upload a PDF, JPEG, PNG or HEIC file',
);
// identity
export const ID_TYPE_REQUIRED_MESSAGE = message('domain.validation.idTypeRequired', 'Please choose the type of ID');
export const ID_FRONT_REQUIRED_MESSAGE = message(
  'domain.validation.idFrontRequired',
  'Please add a photo of the front of your ID',
);
export const ID_BACK_REQUIRED_MESSAGE = message(
  'domain.validation.idBackRequired',
  'Please add a photo of the back of your ID',
);
export const ID_STILL_CHECKING_MESSAGE = message(
  'domain.validation.idStillChecking',
  'We are still checking the ID you sent. Please wait for the answer.',
);
export const ID_VERIFICATION_FAILED_MESSAGE = message(
  'domain.validation.idVerificationFailed',
  'We could not verify your ID from these photos. Take a new photo of the whole ID in good light and send it again.',
);
export const ID_UNDER_REVIEW_MESSAGE = message(
  'domain.validation.idUnderReview',
  'One of our identity specialists is reviewing your ID. This usually takes up to one business day.',
);
// liens
export const LIEN_ACTION_REQUIRED_MESSAGE = message(
  'domain.validation.lienActionRequired',
  'Please choose what to do with this loan',
);
export const LIEN_PROOF_REQUIRED_MESSAGE = message(
  'domain.validation.lienProofRequired',
  'Please upload proof that this loan is paid off',
);
/** A payoff is taken from the draw at funding, so the draw must cover it (docs/product/widgets-and-calculations.md §9 DEDUCT; amounts formatted). */
export const PAYOFF_OVER_DRAW_MESSAGE = message(
  'domain.validation.payoffOverDraw',
  'The loans you chose to pay off come to {payoff}, more than your draw of {draw}. The payoff is taken from your ' +
    'draw at funding, so keep one of these loans or tell us it is already paid.',
);
export const payoffOverDrawMessage = (payoff: string, draw: string): Message =>
  withValues(PAYOFF_OVER_DRAW_MESSAGE, { payoff, draw });
// bank
export const ACCOUNT_TYPE_REQUIRED_MESSAGE = message(
  'domain.validation.accountTypeRequired',
  'Please select an account type',
);
export const ACCOUNT_HOLDER_REQUIRED_MESSAGE = message(
  'domain.validation.accountHolderRequired',
  "Please enter the account holder's name",
);
export const ROUTING_NUMBER_REQUIRED_MESSAGE = message(
  'domain.validation.routingNumberRequired',
  'Please enter the routing number',
);
export const ROUTING_NUMBER_INVALID_MESSAGE = message(
  'domain.validation.routingNumberInvalid',
  'Please enter a valid 9-digit routing number',
);
export const ACCOUNT_NUMBER_REQUIRED_MESSAGE = message(
  'domain.validation.accountNumberRequired',
  'Please enter the account number',
);
export const ACCOUNT_NUMBER_INVALID_MESSAGE = message(
  'domain.validation.accountNumberInvalid',
  'Account number must be 4 to 17 digits',
);
export const ACCOUNT_NUMBERS_DONT_MATCH_MESSAGE = message(
  'domain.validation.accountNumbersDontMatch',
  'Account numbers do not match',
);
export const AUTOPAY_ACCOUNT_REQUIRED_MESSAGE = message(
  'domain.validation.autopayAccountRequired',
  'Please enter the account to pay from',
);
export const BANK_LINK_UNAVAILABLE_MESSAGE = message(
  'domain.validation.bankLinkUnavailable',
  'We could not reach your bank right now. Try again in a few minutes, or enter your account details by hand.',
);
export const BANK_ACCOUNT_NOT_FOUND_MESSAGE = message(
  'domain.validation.bankAccountNotFound',
  'Your bank has no account of that type for you. Please choose another.',
);
export const DISBURSE_ACCOUNT_FIRST_MESSAGE = message(
  'domain.validation.disburseAccountFirst',
  'Please give the account your funds go to first',
);
export const AUTOPAY_CHOICE_FIRST_MESSAGE = message(
  'domain.validation.autopayChoiceFirst',
  'Please choose whether to use autopay first',
);
export const AUTOPAY_ENROLL_REQUIRED_MESSAGE = message(
  'domain.validation.autopayEnrollRequired',
  'Please choose whether to pay automatically',
);
// credit screens (SSN)
export const SSN_REQUIRED_MESSAGE = message(
  'domain.validation.ssnRequired',
  'Please enter your Social Security number',
);
export const SSN_INVALID_MESSAGE = message(
  'domain.validation.ssnInvalid',
  'Please enter a valid 9-digit Social Security number',
);
// Passwords (ours: the spec gives no wording).
export const PASSWORD_TOO_LONG_MESSAGE = message('domain.validation.passwordTooLong', 'Use at most 256 characters');
export const COMMON_PASSWORD_MESSAGE = message(
  'domain.validation.commonPassword',
  'This password is too common: it appears in lists of leaked and often-used passwords. Please choose another, for ' +
    'example a few unrelated words.',
);
// Multi-factor authentication (ours).
export const MFA_CODE_REQUIRED_MESSAGE = message(
  'domain.validation.mfaCodeRequired',
  'Please enter the 6-digit code or a recovery code',
);
export const MFA_CODE_INVALID_MESSAGE = message(
  'domain.validation.mfaCodeInvalid',
  'Enter the 6-digit code from your authenticator app, or a recovery code',
);
export const MFA_CODE_INCORRECT_MESSAGE = message(
  'domain.validation.mfaCodeIncorrect',
  'That code is not correct or was already used. Please try again.',
);
export const MFA_CHALLENGE_EXPIRED_MESSAGE = message(
  'domain.validation.mfaChallengeExpired',
  'Your sign-in has expired. Please enter your email and password again.',
);
export const MFA_ALREADY_ON_MESSAGE = message('domain.validation.mfaAlreadyOn', 'Two-step verification is already on.');
export const MFA_NOT_STARTED_MESSAGE = message(
  'domain.validation.mfaNotStarted',
  'Start setting up two-step verification first.',
);
export const MFA_NOT_ON_MESSAGE = message('domain.validation.mfaNotOn', 'Two-step verification is not on.');
export const MFA_DISABLE_REFUSED_MESSAGE = message(
  'domain.validation.mfaDisableRefused',
  'The password or code is not correct.',
);
export const MFA_SETUP_REQUIRED_MESSAGE = message(
  'domain.validation.mfaSetupRequired',
  'Your role requires two-step verification. Please set it up before signing in to this portal.',
);

// Messages of the contracts a borrower's screens send (ours).
export const WHOLE_DOLLARS_MESSAGE = message('domain.validation.wholeDollars', 'Please enter whole dollars');
export const LIEN_ANSWERED_TWICE_MESSAGE = message(
  'domain.validation.lienAnsweredTwice',
  'Each lien may be answered once',
);
export const EXPLANATION_REQUIRED_MESSAGE = message(
  'domain.validation.explanationRequired',
  'Please write your explanation',
);
export const SIGNING_AGREE_REQUIRED_MESSAGE = message(
  'domain.validation.signingAgreeRequired',
  'Please agree to sign electronically',
);
export const SIGNING_CONSENT_CHANGED_MESSAGE = message(
  'domain.validation.signingConsentChanged',
  'Please read the current consent and agree again',
);
export const TYPED_SIGNATURE_REQUIRED_MESSAGE = message(
  'domain.validation.typedSignatureRequired',
  'Please type your full name as your signature',
);
export const DRAWN_SIGNATURE_REQUIRED_MESSAGE = message(
  'domain.validation.drawnSignatureRequired',
  'Please draw your signature',
);
export const DRAW_AMOUNT_REQUIRED_MESSAGE = message(
  'domain.validation.drawAmountRequired',
  'Enter the amount to draw.',
);
export const SIGNER_RELATIONSHIP_REQUIRED_MESSAGE = message(
  'domain.validation.signerRelationshipRequired',
  'Please select how this person is related to the home',
);
export const WITHDRAW_CONFIRM_REQUIRED_MESSAGE = message(
  'domain.validation.withdrawConfirmRequired',
  'Please confirm that you want to withdraw your application',
);
