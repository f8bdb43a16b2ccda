import { listSandboxOutboxContract, outboxEmailSchema } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET the sandbox outbox (docs/sandbox.md) with the sandbox key, optionally for one recipient. */
export const getOutbox = (key: string, to: string, signal?: AbortSignal) =>
  apiRequest({
    method: listSandboxOutboxContract.method,
    path: listSandboxOutboxContract.path,
    query: { to: to || undefined },
    headers: { 'x-sandbox-key': key },
    // A wrong key is not the end of anyone's session.
    isPublic: true,
    schema: z.array(outboxEmailSchema),
    signal,
  });

export const outboxQueryOptions = (key: string, to: string) =>
  queryOptions({
    queryKey: ['sandbox', 'outbox', key, to] as const,
    queryFn: ({ signal }) => getOutbox(key, to, signal),
    enabled: key !== '',
    retry: false,
  });

export const useOutbox = (key: string, to: string) => useQuery(outboxQueryOptions(key, to));
