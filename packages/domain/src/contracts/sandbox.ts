import { z } from 'zod';
import { MAX_LENGTH as MAX, list, text } from '../validation/limits';
import { stateCodeSchema, uuidSchema } from './address';
import { helocStatusSchema } from './application';
import { CONDITION_REJECTION_REASON_REQUIRED_MESSAGE } from '../conditions/condition-states';
import { staffConditionSchema } from './conditions';
import { defineContract, errorsSchema } from './contract';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  DOCUMENT_TYPES,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../enums';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The sandbox control API (docs/architecture.md): tests and operations staff set status fields and raise conditions.
 * Authorised by the x-sandbox-key header and switched off unless sandbox mode is on. Not part of the spec: ours.
 */

export const sandboxHeadersSchema = lazySchema(() => z.looseObject({ 'x-sandbox-key': text(MAX.identifier).min(1) }));

const sandboxParams = lazySchema(() => z.object({ uuid: uuidSchema }));

/** Any of the application's status fields; at least one. */
export const setSandboxStatusBodySchema = lazySchema(() =>
  z
    .object({
      checklistStatus: z.enum(CHECKLIST_STATUSES),
      uwDecision: z.enum(UW_DECISIONS).nullable(),
      uwSubDecision: z.enum(UW_SUB_DECISIONS).nullable(),
      bpo: z.enum(BPO_STATUSES).nullable(),
      title: z.enum(TITLE_STATUSES).nullable(),
      waitingOnFloodCert: z.boolean(),
      manualNotary: z.boolean(),
      primaryParticipantAcceptComplete: z.boolean(),
      isCrypto: z.boolean(),
      disburseRoutingNumber: z
        .string()
        .regex(/^\d{9}$/)
        .nullable(),
      propertyState: stateCodeSchema,
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: 'At least one status field is required' }),
);
export type SetSandboxStatusBody = z.infer<typeof setSandboxStatusBodySchema>;

export const setSandboxStatusContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/status',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    'Sandbox: set any of the status fields of an application (docs/architecture.md); each change is written to the status history. Answers the new status. Ours: not in the spec.',
  params: sandboxParams,
  headers: sandboxHeadersSchema,
  body: setSandboxStatusBodySchema,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

export const raiseSandboxConditionBodySchema = lazySchema(() =>
  z.object({
    /** Any category, so that testers can check that unknown ones are hidden (docs/product/application-area.md §4.1). */
    categoryEnum: text(MAX.identifier).min(1),
    requestDocuments: list(z.enum(DOCUMENT_TYPES)).default([]),
    actionNeeded: text(MAX.identifier).nullish(),
    /** What the lender needs and why, for itself: never shown to the borrower (docs/product/privacy.md). */
    internalNotes: text(MAX.freeText).nullish(),
    commentsToBorrower: text(MAX.freeText).nullish(),
    numDocsRequired: z.number().int().min(1).nullish(),
  }),
);
export type RaiseSandboxConditionBody = z.input<typeof raiseSandboxConditionBodySchema>;

export const raiseSandboxConditionContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/conditions',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    "Sandbox: raise a condition on an application (docs/architecture.md); answers the condition as the lender's staff see it, internal notes included (the borrower's answer carries none). Ours: not in the spec.",
  params: sandboxParams,
  headers: sandboxHeadersSchema,
  body: raiseSandboxConditionBodySchema,
  response: { 201: staffConditionSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});

const sandboxConditionParams = lazySchema(() => z.object({ uuid: uuidSchema, conditionUuid: uuidSchema }));

export const acceptSandboxConditionContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/conditions/:conditionUuid/accept',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    'Sandbox: accept a condition as operations staff would; it resolves, and where it held the workflow (paystubs at income verification, an ID failure at identity verification) the application moves on. A replay answers the condition. Ours: not in the spec.',
  params: sandboxConditionParams,
  headers: sandboxHeadersSchema,
  response: { 200: staffConditionSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

export const rejectSandboxConditionBodySchema = lazySchema(() =>
  z.object({
    /** Shown to the applicant, who can answer again. */
    reason: z.string().trim().min(1, CONDITION_REJECTION_REASON_REQUIRED_MESSAGE).max(1000),
  }),
);
export type RejectSandboxConditionBody = z.infer<typeof rejectSandboxConditionBodySchema>;

export const rejectSandboxConditionContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/conditions/:conditionUuid/reject',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    'Sandbox: reject the answer to a condition with a reason the applicant sees; the applicant can answer again. 409 once accepted. Ours: not in the spec.',
  params: sandboxConditionParams,
  headers: sandboxHeadersSchema,
  body: rejectSandboxConditionBodySchema,
  response: { 200: staffConditionSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema, 409: errorsSchema },
});

export const moveSandboxClockBodySchema = lazySchema(() =>
  z.object({
    /** How much time passes for this application, milliseconds (at most 60 days). */
    advanceMs: z
      .number()
      .int()
      .min(1)
      .max(60 * 86_400_000),
  }),
);
export type MoveSandboxClockBody = z.infer<typeof moveSandboxClockBodySchema>;

export const moveSandboxClockContract = defineContract({
  method: 'POST',
  path: '/sandbox/api/v1/applications/:uuid/clock',
  auth: 'sandbox',
  service: 'sandbox',
  summary:
    'Sandbox: lets time pass for one application: its pending steps, notary waiting period, in-person appointment and right-to-cancel deadline move earlier by advanceMs, then what is due applies. Answers the status. Ours: not in the spec.',
  params: sandboxParams,
  headers: sandboxHeadersSchema,
  body: moveSandboxClockBodySchema,
  response: { 200: helocStatusSchema, 400: errorsSchema, 401: errorsSchema, 404: errorsSchema },
});
