import type { Contract, ContractBody, ContractResponse } from '@heloc/domain/contracts';
import type { z } from 'zod';
import type { HttpRequest } from './http-call';
import { fillPath, type QueryValue } from './paths';

type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.input<C['params']> : undefined;
type QueryOf<C extends Contract> = C['querystring'] extends z.ZodType ? z.input<C['querystring']> : undefined;

export interface ContractInput<C extends Contract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: ContractBody<C>;
  /** Headers the contract declares (the figureinfo call's application-name). */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** The schema of a contract's successful answer (its first 2xx), which every answer is parsed with. */
const successSchemaOf = <C extends Contract>(contract: C): z.ZodType<ContractResponse<C>> | undefined => {
  const status = Object.keys(contract.response)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status === undefined ? undefined : (contract.response[status] as z.ZodType<ContractResponse<C>>);
};

/** A call as its domain contract declares it: method, filled path, public or not, and the answer's schema. */
export const contractRequest = <C extends Contract>(
  contract: C,
  input: ContractInput<C> = {},
): HttpRequest<ContractResponse<C>> => ({
  method: contract.method,
  path: fillPath(contract.path, input.params as Record<string, unknown> | undefined),
  query: input.query as Record<string, QueryValue> | undefined,
  body: input.body,
  ...(input.headers ? { headers: input.headers } : {}),
  isPublic: contract.auth === 'public',
  schema: successSchemaOf(contract),
  signal: input.signal,
});
