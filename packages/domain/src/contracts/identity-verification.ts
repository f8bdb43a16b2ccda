import { z } from 'zod';
import { IDENTITY_VERIFICATION_RESULTS } from '../enums';
import { idTypeSchema } from '../validation/application-steps';
import { uuidSchema } from './address';
import { HELOC_APPLICATION_PATH, helocStatusSchema } from './application';
import { defineContract } from './contract';
import { uploadErrors } from './documents';

/*
 * Issue 10, "Verify Identity": the identity screen (IDENTITY_VERIFICATION). Path and shapes are ours. The photos go to
 * the document store (GOVERNMENT_ID); the ID number the provider reads is never answered.
 */
export const verifyIdentityResponseSchema = z.object({
  result: z.enum(IDENTITY_VERIFICATION_RESULTS),
  status: helocStatusSchema,
});
export type VerifyIdentityResponse = z.infer<typeof verifyIdentityResponseSchema>;

export const verifyIdentityContract = defineContract({
  method: 'POST',
  path: `${HELOC_APPLICATION_PATH}/identity`,
  auth: 'bearer',
  service: 'identity-verification',
  summary:
    'identity: a government ID, multipart/form-data with the text field idType and the file fields front (required) and back (required when the back-of-id flag is on and the ID has a back: isIdBackRequired); verified by the (sandbox) identity provider. FAILED_VERIFICATION raises the ID_VERIFICATION_FAILURE condition. Path and shapes are ours.',
  params: z.object({ uuid: uuidSchema }),
  multipart: {
    fields: z.object({ idType: idTypeSchema }),
    files: {
      front: { required: true, description: 'The front of the ID: PDF, JPEG, PNG or HEIC, at most 10 MiB' },
      back: { required: false, description: 'The back of the ID, when asked for' },
    },
  },
  response: { 200: verifyIdentityResponseSchema, ...uploadErrors },
});
