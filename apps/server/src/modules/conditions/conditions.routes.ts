import {
  answerConditionIdentityContract,
  answerConditionPhoneNumberContract,
  deleteConditionDocumentContract,
  listExternalApplicantConditionsContract,
  submitConditionContract,
  uploadConditionDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import {
  answerIdentity,
  answerPhoneNumber,
  deleteConditionDocument,
  listConditions,
  submitCondition,
  uploadConditionDocument,
} from './conditions.service';

/** docs/product/application-area.md §4.1, §7: conditions for the borrower and the additional signers (participants only; others get 404). */
export const conditionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // Kept per node while nothing it read of this application changes (it reads only this application's rows).
  contractRoute(
    app,
    listExternalApplicantConditionsContract,
    async (request) => listConditions(ctx, request.params.uuid, requireAuth(request).identityUuid),
    { remembered: 'per application' },
  );
  contractRoute(app, uploadConditionDocumentContract, async (request, reply) => {
    const { identityUuid } = requireAuth(request);
    const { files } = await readUpload(request, uploadConditionDocumentContract);
    const { uuid, conditionUuid } = request.params;
    const { document, created } = await uploadConditionDocument(ctx, uuid, conditionUuid, identityUuid, files.file!);
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, deleteConditionDocumentContract, async (request) => {
    const { uuid, conditionUuid, documentUuid } = request.params;
    return deleteConditionDocument(ctx, uuid, conditionUuid, requireAuth(request).identityUuid, documentUuid);
  });
  contractRoute(app, submitConditionContract, async (request) =>
    submitCondition(ctx, request.params.uuid, request.params.conditionUuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, answerConditionPhoneNumberContract, async (request) => {
    const { uuid, conditionUuid } = request.params;
    return answerPhoneNumber(ctx, uuid, conditionUuid, requireAuth(request).identityUuid, request.body.phoneNumber);
  });
  contractRoute(app, answerConditionIdentityContract, async (request) => {
    const { identityUuid } = requireAuth(request);
    const { fields, files } = await readUpload(request, answerConditionIdentityContract);
    const { uuid, conditionUuid } = request.params;
    return answerIdentity(ctx, uuid, conditionUuid, identityUuid, {
      idType: fields.idType,
      front: files.front!,
      back: files.back,
    });
  });
};
