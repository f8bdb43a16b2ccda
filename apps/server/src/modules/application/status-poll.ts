import type { HelocStatus } from '@heloc/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { TakesPart } from '../../platform/auth/participation';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';

/**
 * The call every applicant's browser polls (docs/product/registration-and-routing.md §4): its one statement, the
 * status read with the caller's part in the application (from the node's status cache while nothing it read changed),
 * is also the route builder's check of that part, so the poll costs no query more than the read. The handler answers
 * the status the check read.
 */
export const statusPoll = ({ workflow }: ServiceContext) => {
  const read = new WeakMap<FastifyRequest, HelocStatus>();
  const takesPart: TakesPart = async (request, applicationUuid, identityUuid) => {
    const status = await workflow.readStatus(applicationUuid, { participant: identityUuid });
    if (status) read.set(request, status);
    return status !== undefined;
  };
  const answer = async (request: FastifyRequest): Promise<HelocStatus> => {
    const status = read.get(request);
    if (!status) throw new AppError('not_found', NOT_FOUND);
    return status;
  };
  return { takesPart, answer };
};
