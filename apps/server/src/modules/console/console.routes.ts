import {
  consoleAcceptConditionContract,
  consoleAddNoteContract,
  consoleAssignContract,
  consoleAuditCsvContract,
  consoleClearConditionContract,
  consoleDeclineContract,
  consoleDecideReviewContract,
  consoleEnterValuationContract,
  consoleNotaryContract,
  consoleRaiseConditionContract,
  consoleRejectConditionContract,
  consoleRevealContract,
  consoleWithdrawContract,
  downloadConsoleDocumentContract,
  getApplicationFileContract,
  getConsoleSessionContract,
  getMyWorkContract,
  getPipelineContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { EXTENSION_FOR_TYPE } from '../../platform/storage';
import { contextOf } from '../service-context';
import { acceptConsoleCondition } from './accept-condition.service';
import { addConsoleNote } from './add-note.service';
import { assignConsoleFile } from './assign-file.service';
import { changeConsoleNotary } from './change-notary.service';
import { clearConsoleCondition } from './clear-condition.service';
import { declineConsoleApplication } from './decline-application.service';
import { decideConsoleReview } from './decide-review.service';
import { openConsoleDocument } from './download-document.service';
import { enterConsoleValuation } from './enter-valuation.service';
import { exportAuditCsv } from './export-audit-csv.service';
import { getApplicationFile } from './get-application-file.service';
import { getMyWork } from './get-my-work.service';
import { getPipeline } from './get-pipeline.service';
import { getSessionTrail } from './get-session-trail.service';
import { raiseConsoleCondition } from './raise-condition.service';
import { rejectConsoleCondition } from './reject-condition.service';
import { revealPersonalData } from './reveal-personal-data.service';
import { withdrawConsoleApplication } from './withdraw-application.service';

/**
 * The operations console (docs/product/operations-console.md): the lender's staff work the files of their
 * organisations. The platform's staff preHandler has checked the session and the contract's permission (403).
 */
export const consoleRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // The console's two reads on opening a screen: kept per node and member while nothing they read changes.
  contractRoute(app, getPipelineContract, async (request) => getPipeline(ctx, requireStaff(request), request.query), {
    remembered: true,
  });
  contractRoute(
    app,
    getApplicationFileContract,
    async (request) => getApplicationFile(ctx, requireStaff(request), request.params.uuid),
    { remembered: true },
  );
  contractRoute(app, getMyWorkContract, async (request) => getMyWork(ctx, requireStaff(request), request.query));
  contractRoute(app, getConsoleSessionContract, async (request) =>
    getSessionTrail(ctx, requireStaff(request), request.params.sessionKey),
  );
  contractRoute(app, downloadConsoleDocumentContract, async (request, reply) => {
    const { uuid, documentUuid } = request.params;
    const { row, body } = await openConsoleDocument(ctx, requireStaff(request), uuid, documentUuid);
    // As the borrower's download: the stored (detected) type, never sniffed, always downloaded.
    const extension = EXTENSION_FOR_TYPE[row.content_type as keyof typeof EXTENSION_FOR_TYPE] ?? 'bin';
    const base = row.file_name.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\w .()-]/g, '_') || 'document';
    return reply
      .type(row.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${base}.${extension}"`)
      .send(body);
  });
  contractRoute(app, consoleRaiseConditionContract, async (request, reply) =>
    reply.code(201).send(await raiseConsoleCondition(ctx, requireStaff(request), request.params.uuid, request.body)),
  );
  contractRoute(app, consoleAcceptConditionContract, async (request) =>
    acceptConsoleCondition(ctx, requireStaff(request), request.params.uuid, request.params.conditionUuid),
  );
  contractRoute(app, consoleRejectConditionContract, async (request) => {
    const { uuid, conditionUuid } = request.params;
    return rejectConsoleCondition(ctx, requireStaff(request), uuid, conditionUuid, request.body.reason);
  });
  contractRoute(app, consoleClearConditionContract, async (request) => {
    const { uuid, conditionUuid } = request.params;
    return clearConsoleCondition(ctx, requireStaff(request), uuid, conditionUuid, request.body.note);
  });
  contractRoute(app, consoleDecideReviewContract, async (request) => {
    const { uuid, review } = request.params;
    return decideConsoleReview(ctx, requireStaff(request), uuid, review, request.body);
  });
  contractRoute(app, consoleEnterValuationContract, async (request) =>
    enterConsoleValuation(ctx, requireStaff(request), request.params.uuid, request.body),
  );
  contractRoute(app, consoleDeclineContract, async (request) =>
    declineConsoleApplication(ctx, requireStaff(request), request.params.uuid, request.body),
  );
  contractRoute(app, consoleWithdrawContract, async (request) =>
    withdrawConsoleApplication(ctx, requireStaff(request), request.params.uuid, request.body),
  );
  contractRoute(app, consoleAddNoteContract, async (request, reply) =>
    reply.code(201).send(await addConsoleNote(ctx, requireStaff(request), request.params.uuid, request.body.note)),
  );
  contractRoute(app, consoleAssignContract, async (request) =>
    assignConsoleFile(ctx, requireStaff(request), request.params.uuid, request.body.memberUuid),
  );
  contractRoute(app, consoleRevealContract, async (request) =>
    revealPersonalData(ctx, requireStaff(request), request.params.uuid, request.body.field),
  );
  contractRoute(app, consoleAuditCsvContract, async (request, reply) => {
    const csv = await exportAuditCsv(ctx, requireStaff(request), request.params.uuid);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="audit-${request.params.uuid}.csv"`)
      .send(csv);
  });
  contractRoute(app, consoleNotaryContract, async (request) =>
    changeConsoleNotary(ctx, requireStaff(request), request.params.uuid, request.body),
  );
};
