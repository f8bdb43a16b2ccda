import {
  deleteIncomeDocumentContract,
  getIncomeOptionsContract,
  linkIncomeContract,
  requestEmployerVerificationContract,
  submitIncomeDocumentsContract,
  uploadIncomeDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { requestEmployerVerification } from './employer-verification.service';
import { getIncomeOptions } from './get-income-options.service';
import { deleteIncomeDocument } from './delete-income-document.service';
import { submitIncomeDocuments } from './submit-income-documents.service';
import { uploadIncomeDocument } from './upload-income-document.service';
import { linkIncome } from './link-income.service';
import { participationOf } from '../../platform/auth/access';

/** income/* ("Link Income Sources"): options, link, documents, employer verification. */
export const incomeRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getIncomeOptionsContract, async (request) => getIncomeOptions(ctx, participationOf(request)));
  contractRoute(app, linkIncomeContract, async (request) => linkIncome(ctx, participationOf(request), request.body));
  contractRoute(app, uploadIncomeDocumentContract, async (request, reply) => {
    const { fields, files } = await readUpload(request, uploadIncomeDocumentContract);
    const caller = participationOf(request);
    const { document, created } = await uploadIncomeDocument(ctx, caller, fields.documentType, files.file!);
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, deleteIncomeDocumentContract, async (request) =>
    deleteIncomeDocument(ctx, participationOf(request), request.params.documentUuid),
  );
  contractRoute(app, submitIncomeDocumentsContract, async (request) =>
    submitIncomeDocuments(ctx, participationOf(request)),
  );
  contractRoute(app, requestEmployerVerificationContract, async (request) =>
    requestEmployerVerification(ctx, participationOf(request), request.body),
  );
};
