import { z } from 'zod';
import type { StaffPermission } from '../staff/roles';
import { lazySchema } from '../helpers/lazy-schema';

/**
 * One API call: its method, path (Fastify style, `:param`), who may call it, and the zod schemas of its request and
 * response. The server validates and serialises with these; the web client parses answers with them (docs/architecture.md,
 * "Contracts"). Shapes the spec does not show are ours and say so in their `summary`.
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Who may make the call: its audience (see Audience). Every call but a 'public' one carries a token. */
  auth: Audience;
  /** A 'staff' call: what the member's roles must allow (403 otherwise). */
  permission?: StaffPermission;
  /** The owning service, used as the OpenAPI tag. */
  service: string;
  summary: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A multipart/form-data request (an upload): its text fields, validated once the parts are read, and its file
   * fields by name. Such a call has no JSON `body`.
   */
  multipart?: MultipartRequest;
  /**
   * A success answer that is a file rather than JSON: the content types it may carry. The client downloads it
   * instead of parsing it; its response schema only documents it.
   */
  produces?: readonly string[];
  response: Record<number, z.ZodType>;
  /** How much a caller may send and how often; see limitsOf for the defaults. */
  limits?: RequestLimits;
}

/**
 * Who may make a call. The server's route builder checks it before it reads the request (a caller it refuses learns
 * nothing of the request's shape) and records what it checked on the request:
 * - 'public': anyone, no token needed (a visitor);
 * - 'customer': a session of the customer portal (a borrower or an additional signer), on a call about no one
 *   application;
 * - 'borrower': a customer-portal session of the primary applicant of the path's application (`:uuid`); an additional
 *   signer gets 404, as anyone else does (docs/product/widgets-and-calculations.md §6);
 * - 'participant': a customer-portal session of someone who takes part in the path's application (`:uuid`, `:appUuid`
 *   where the spec names it so): its primary applicant or an additional signer; anyone else gets 404;
 * - 'agent': a session of the agent portal (brokers and loan officers, docs/product/widgets-and-calculations.md §6);
 * - 'staff': a console session whose second factor is done and that has not gone idle, whose roles allow the
 *   contract's `permission` (403 otherwise); 'staff-partial': a console session between the password and the second
 *   factor (docs/product/operations-console.md §1);
 * - 'sandbox': sandbox mode on and the right x-sandbox-key.
 * A token says which portal issued it: a customer's opens no agent call and a broker's no customer call (401).
 */
export const AUDIENCES = [
  'public',
  'customer',
  'borrower',
  'participant',
  'agent',
  'staff',
  'staff-partial',
  'sandbox',
] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A call's body limit (Fastify's per-route bodyLimit) and whether it is rate limited per client address. */
export interface RequestLimits {
  /** The largest body accepted, in bytes; unset: the server's BODY_LIMIT_BYTES. */
  bodyLimitBytes?: number;
  /** Counted per client address in the database, so the limit holds across server nodes (RATE_LIMIT_*). */
  perAddressRateLimit: boolean;
}

/** Calls anyone may make without signing in: a small body and a per-address rate limit. */
export const ANONYMOUS_LIMITS: RequestLimits = { bodyLimitBytes: 16 * 1024, perAddressRateLimit: true };

/** The limits of a call: its own, else ANONYMOUS_LIMITS for a public call, else none beyond the server's. */
export const limitsOf = (contract: Contract): RequestLimits =>
  contract.limits ?? (contract.auth === 'public' ? ANONYMOUS_LIMITS : { perAddressRateLimit: false });

/** The parts of a multipart request: text fields and file fields (ours). */
export interface MultipartRequest {
  fields: z.ZodObject;
  files: Readonly<Record<string, { required: boolean; description: string }>>;
}

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: every error answer is a list of messages. */
export const errorsSchema = lazySchema(() => z.object({ errors: z.array(z.string()) }));
export type ErrorsBody = z.infer<typeof errorsSchema>;

/** Answer schema for calls whose body the spec does not show and that only need an acknowledgement (ours). */
export const okSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/** Infer the request and response types of a contract. */
export type ContractBody<C extends Contract> = C['body'] extends z.ZodType ? z.infer<C['body']> : undefined;
export type ContractQuery<C extends Contract> = C['querystring'] extends z.ZodType
  ? z.infer<C['querystring']>
  : undefined;
export type ContractParams<C extends Contract> = C['params'] extends z.ZodType ? z.infer<C['params']> : undefined;
export type ContractResponse<
  C extends Contract,
  S extends keyof C['response'] = 200,
> = C['response'][S] extends z.ZodType ? z.infer<C['response'][S]> : never;
