import { z } from 'zod';
import { uuidSchema } from './address';
import { defineContract, errorsSchema } from './contract';
import { DOCUMENT_TYPES } from '../enums';

/*
 * Conditions the lender raises on an application (spec 02 §3, §4.1).
 * Concrete path: {conditions service} -> /service-conditions.
 */

/** spec 02 §3 Condition. */
export const conditionSchema = z.object({
  uuid: uuidSchema,
  /** ConditionCategory; open on the wire because the client shows only known categories (spec 02 §4.1). */
  categoryEnum: z.string(),
  created: z.iso.datetime(),
  requestDocuments: z.array(z.enum(DOCUMENT_TYPES)),
  notes: z.string().nullable(),
  commentsToBorrower: z.string().nullable(),
  actionNeeded: z.string().nullable(), // e.g. REVIEW_TRUST_REQUIREMENTS (spec 02 §4.1)
  xtraData: z.object({ numDocsRequired: z.number().int().min(1).nullable() }).nullable(),
});
export type Condition = z.infer<typeof conditionSchema>;

export const listExternalApplicantConditionsContract = defineContract({
  method: 'GET',
  path: '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
  auth: 'bearer',
  service: 'conditions',
  summary:
    'Open conditions of an application, for the borrower and its additional signers (spec 02 §4.1, §7; refetched every 60 s and on focus). The client keeps known categories only, oldest first.',
  params: z.object({ uuid: uuidSchema }),
  response: { 200: z.array(conditionSchema), 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});
