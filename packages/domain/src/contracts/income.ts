import { z } from 'zod';
import {
  INCOME_DOCUMENT_TYPES,
  INCOME_LINK_METHODS,
  INCOME_VERIFICATION_METHODS,
  INCOME_VERIFICATION_STATUSES,
  LINK_INSTITUTION_KINDS,
  REGISTRATION_EMPLOYMENT_TYPES,
} from '../enums';
import { employerVerificationSchema, incomeDocumentTypeSchema, linkCredentialsSchema } from '../validation/income';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema, okSchema } from './contract';
import { applicationDocumentSchema, uploadErrors } from './documents';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * "Link Income Sources": income/review, income/link/{type}, income/upload/{type},
 * income/employer-verification. Paths and shapes are ours. Link credentials go to the (sandbox) provider only:
 * never stored, never logged.
 */
const INCOME = `${HELOC_APPLICATION_PATH}/income`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));
const stepErrors = { 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema };

/** An institution the link dialog offers (sandbox institutions in sandbox mode). */
export const linkInstitutionSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(LINK_INSTITUTION_KINDS),
  }),
);
export type LinkInstitution = z.infer<typeof linkInstitutionSchema>;

/** The latest way the applicant tried, as income/review and employer-verification show it. */
export const latestIncomeVerificationSchema = lazySchema(() =>
  z.object({
    method: z.enum(INCOME_VERIFICATION_METHODS),
    status: z.enum(INCOME_VERIFICATION_STATUSES),
    /** The linked institution's name (payroll or bank link); null otherwise. */
    institutionName: z.string().nullable(),
    /** The employer asked to confirm the income (employer verification); null otherwise. */
    employerName: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
);

/** What the lender asked for after reading the documents (an open HELOC_MANUAL_PAYSTUB_UPLOAD condition). */
export const incomeLenderRequestSchema = lazySchema(() =>
  z.object({
    conditionUuid: uuidSchema,
    documentType: z.enum(INCOME_DOCUMENT_TYPES),
    count: z.number().int().positive(),
    commentsToBorrower: z.string().nullable(),
  }),
);

/**
 * income/review: the ways that fit the application's employment type and income sources
 * (incomeVerificationOptionsFor; other income adds the bank link and statements), what was stated, the latest
 * attempt and any open lender request.
 */
export const incomeOptionsSchema = lazySchema(() =>
  z.object({
    employmentType: z.enum(REGISTRATION_EMPLOYMENT_TYPES),
    /** Yearly, dollars: primary plus other income as registered. */
    statedAnnualIncome: z.number().min(0),
    /** Yearly, dollars: the part of statedAnnualIncome that is not from the employment type (rent, support...). */
    otherAnnualIncome: z.number().min(0),
    methods: z.array(z.enum(INCOME_VERIFICATION_METHODS)),
    documents: z.array(z.object({ type: z.enum(INCOME_DOCUMENT_TYPES), count: z.number().int().positive() })),
    institutions: z.array(linkInstitutionSchema),
    latest: latestIncomeVerificationSchema.nullable(),
    lenderRequest: incomeLenderRequestSchema.nullable(),
  }),
);
export type IncomeOptions = z.infer<typeof incomeOptionsSchema>;

export const getIncomeOptionsContract = defineContract({
  method: 'GET',
  path: `${INCOME}/options`,
  auth: 'borrower',
  service: 'income',
  summary:
    "income/review: the verification methods and document types (with how many of each) that fit the application's employment type, and the institutions the link dialog offers. Path and shape are ours.",
  params,
  response: { 200: incomeOptionsSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const linkIncomeBodySchema = lazySchema(() =>
  linkCredentialsSchema.extend({ method: z.enum(INCOME_LINK_METHODS) }),
);
export type LinkIncomeBody = z.infer<typeof linkIncomeBodySchema>;

export const incomeVerificationSchema = lazySchema(() =>
  z.object({
    status: z.enum(INCOME_VERIFICATION_STATUSES),
    /** Annual, dollars; present once verified. Lower than stated re-prices the offers (REVISED_OFFER_SELECTION). */
    verifiedAnnualIncome: z.number().min(0).optional(),
  }),
);

export const linkIncomeContract = defineContract({
  method: 'POST',
  path: `${INCOME}/link`,
  auth: 'borrower',
  service: 'income',
  summary:
    'income/link/{type}: link a payroll or bank account through the (sandbox) provider with an institution and credentials; answers the verification and the status to route on. The credentials are passed to the provider only. Path and shapes are ours.',
  params,
  body: linkIncomeBodySchema,
  response: {
    200: lazySchema(() => z.object({ verification: incomeVerificationSchema, status: helocStatusSchema })),
    ...stepErrors,
  },
});

export const uploadIncomeDocumentContract = defineContract({
  method: 'POST',
  path: `${INCOME}/documents`,
  auth: 'borrower',
  service: 'income',
  summary:
    'income/upload/{type}: one income document, multipart/form-data with the text field documentType and the file field file; answers the stored document (INCOME_DOCUMENT), 201 when new, 200 when the same file was already stored for that type (a replay). Path and shapes are ours.',
  params,
  multipart: {
    fields: lazySchema(() => z.object({ documentType: incomeDocumentTypeSchema })),
    files: { file: { required: true, description: 'The document: PDF, JPEG, PNG or HEIC, at most 10 MiB' } },
  },
  response: { 201: applicationDocumentSchema, 200: applicationDocumentSchema, ...uploadErrors },
});

export const deleteIncomeDocumentContract = defineContract({
  method: 'DELETE',
  path: `${INCOME}/documents/:documentUuid`,
  auth: 'borrower',
  service: 'income',
  summary:
    'income/upload/{type}: removes an income document uploaded by mistake, before the documents are submitted (409 after). A replay answers ok. Path and shape are ours.',
  params: lazySchema(() => params.extend({ documentUuid: uuidSchema })),
  response: { 200: okSchema, ...stepErrors },
});

export const submitIncomeDocumentsContract = defineContract({
  method: 'POST',
  path: `${INCOME}/documents/submit`,
  auth: 'borrower',
  service: 'income',
  summary:
    'income/upload/{type}: the uploaded documents are complete (every asked-for count reached, else 400); the (sandbox) provider reads them and the status moves on. Path and shapes are ours.',
  params,
  response: { 200: helocStatusSchema, ...stepErrors },
});

export const requestEmployerVerificationContract = defineContract({
  method: 'POST',
  path: `${INCOME}/employer`,
  auth: 'borrower',
  service: 'income',
  summary:
    'income/employer-verification: the employer and a contact there who can confirm the income (EMPLOYMENT_VERIFICATION); answers the status. Path and shapes are ours.',
  params,
  body: employerVerificationSchema,
  response: { 200: helocStatusSchema, ...stepErrors },
});
