/**
 * Who a call is made for (docs/architecture.md "The transport and the socket"): the customer portal (the borrower and
 * the signer, lib/api-client.ts), the console's staff (console/shared/api/staff-client.ts) or a chat
 * (features/chat/api/chat-client.ts). The transport sends, times out and parses the same way for all of them; an
 * audience says only what its calls carry and what an answer refusing its session does.
 */
export interface Audience {
  /** Whether the browser sends its cookies: 'include' for the customer portal, 'same-origin' for the others. */
  credentials: RequestCredentials;
  /**
   * The headers this audience's calls carry (its token, its organisation), given whether the call is public; they
   * override the call's own headers.
   */
  credentialHeaders: (call: { isPublic: boolean }) => Record<string, string>;
  /** Headers a call's own may replace (the language the answer is wanted in). */
  defaultHeaders?: () => Record<string, string>;
  /** A Bearer token the server handed back in an answer's Authorization header: kept for the next calls. */
  keepToken?: (token: string) => void;
  /**
   * The audience's 401 policy: whether a refusal (status and body text) means its session ended. The transport then
   * calls `sessionEnded`, which forgets the token and sends the person where the audience sends them. Never for a
   * public call (a wrong password answers 401 too).
   */
  endsSession: (status: number, bodyText: string) => boolean;
  sessionEnded: () => void;
  /**
   * An answer the page's first script already asked for (lib/early-reads.ts), taken instead of asking again: the
   * customer portal's first reads.
   */
  earlyAnswer?: (
    method: string,
    url: string,
    authorization: string | null,
    body: string | null,
  ) => Promise<Response> | undefined;
}

/** An audience whose refusals never end a session (a chat token, telemetry). */
export const NO_SESSION = { endsSession: () => false, sessionEnded: () => undefined } as const;
