import { z } from 'zod';
import { LIEN_ACTIONS, LIEN_PAYOFF_STATUSES } from '../enums';
import { lienChoicesSchema } from '../validation/application-steps';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract, errorsSchema } from './contract';
import { applicationDocumentSchema, uploadErrors } from './documents';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The liens screen (LIEN_VERIFICATION): the liens the title search found. A lien to pay off feeds the payoff
 * preference (docs/product/widgets-and-calculations.md §9) and waits on payoff/hold (PAYOFF_REQUEST_PENDING) for the payoff letter; an already-paid
 * lien needs proof. Paths and shapes are ours.
 */
const LIENS = `${HELOC_APPLICATION_PATH}/liens`;
const params = lazySchema(() => z.object({ uuid: uuidSchema }));

export const lienSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    lenderName: z.string(),
    /** Dollars. */
    balance: z.number().min(0),
    /** Dollars a month. */
    monthlyPayment: z.number().min(0),
    /** 1 for the first lien, 2 for the second, ... */
    position: z.number().int().min(1),
    /** null until the applicant answers. */
    action: z.enum(LIEN_ACTIONS).nullable(),
    payoffStatus: z.enum(LIEN_PAYOFF_STATUSES).nullable(),
  }),
);
export type Lien = z.infer<typeof lienSchema>;

export const listLiensContract = defineContract({
  method: 'GET',
  path: LIENS,
  auth: 'borrower',
  service: 'liens',
  summary: 'liens: the liens on the property, by position. Path and shape are ours.',
  params,
  response: { 200: lazySchema(() => z.array(lienSchema)), 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const saveLienChoicesContract = defineContract({
  method: 'PUT',
  path: LIENS,
  auth: 'borrower',
  service: 'liens',
  summary:
    'liens: keep, pay off from the line, or already paid, for every lien found (each once; all must be answered); answers the liens and the status. Path and shapes are ours.',
  params,
  body: lienChoicesSchema,
  response: {
    200: lazySchema(() => z.object({ liens: z.array(lienSchema), status: helocStatusSchema })),
    400: errorsSchema,
    401: errorsSchema,
    404: errorsSchema,
    409: errorsSchema,
  },
});

export const uploadLienPayoffProofContract = defineContract({
  method: 'POST',
  path: `${LIENS}/:lienUuid/proof`,
  auth: 'borrower',
  service: 'liens',
  summary:
    'liens: proof that a lien marked ALREADY_PAID is paid (a lien release or a zero-balance statement), multipart/form-data with the file field file; answers the stored document (LIEN_PAYOFF_PROOF). Path and shapes are ours.',
  params: lazySchema(() => params.extend({ lienUuid: uuidSchema })),
  multipart: {
    fields: lazySchema(() => z.object({})),
    files: { file: { required: true, description: 'The proof: PDF, JPEG, PNG or HEIC, at most 10 MiB' } },
  },
  response: { 201: applicationDocumentSchema, ...uploadErrors },
});
