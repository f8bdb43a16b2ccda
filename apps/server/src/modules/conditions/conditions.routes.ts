import {
  answerConditionIdentityContract,
  answerConditionPhoneNumberContract,
  deleteConditionDocumentContract,
  listExternalApplicantConditionsContract,
  submitConditionContract,
  uploadConditionDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
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
import { participationOf } from '../../platform/auth/access';

/** docs/product/application-area.md §4.1, §7: conditions for the borrower and the additional signers (participants only; others get 404). */
export const conditionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // Kept per node while nothing it read of this application changes (it reads only this application's rows).
  contractRoute(
    app,
    listExternalApplicantConditionsContract,
    async (request) => listConditions(ctx, participationOf(request)),
    { remembered: 'per application' },
  );
  contractRoute(app, uploadConditionDocumentContract, async (request, reply) => {
    const { files } = await readUpload(request, uploadConditionDocumentContract);
    const { conditionUuid } = request.params;
    const { document, created } = await uploadConditionDocument(
      ctx,
      participationOf(request),
      conditionUuid,
      files.file!,
    );
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, deleteConditionDocumentContract, async (request) => {
    const { conditionUuid, documentUuid } = request.params;
    return deleteConditionDocument(ctx, participationOf(request), conditionUuid, documentUuid);
  });
  contractRoute(app, submitConditionContract, async (request) =>
    submitCondition(ctx, participationOf(request), request.params.conditionUuid),
  );
  contractRoute(app, answerConditionPhoneNumberContract, async (request) => {
    return answerPhoneNumber(ctx, participationOf(request), request.params.conditionUuid, request.body.phoneNumber);
  });
  contractRoute(app, answerConditionIdentityContract, async (request) => {
    const { fields, files } = await readUpload(request, answerConditionIdentityContract);
    return answerIdentity(ctx, participationOf(request), request.params.conditionUuid, {
      idType: fields.idType,
      front: files.front!,
      back: files.back,
    });
  });
};
