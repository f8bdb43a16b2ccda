import { createHelocContract, type CreateHelocBody } from '@heloc/domain/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client';

/** Create HELOC with the idempotency-key header, so a retry or a double click answers the same application. */
export const createHeloc = (state: string, body: CreateHelocBody, idempotencyKey: string) =>
  apiRequest({
    method: createHelocContract.method,
    path: fillPath(createHelocContract.path),
    query: { state },
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: createHelocContract.response[200],
  });
