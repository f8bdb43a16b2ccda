import {
  getProfileContract,
  getStaffSelfContract,
  staffSignInContract,
  uploadChatAttachmentContract,
} from '@heloc/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatTokenAudience, callWithChatToken } from '../../features/chat/api/chat-client';
import { getStaffToken, onStaffSessionEnded, setStaffToken, staffCall } from '../../console/shared/api/staff-client';
import { buildSelf } from '../../console/testing/console-fixtures';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { callContract, onSessionExpired } from '../api-client';
import { getToken, setToken } from '../auth-token';
import { httpCall } from './http-call';

// One transport, an audience per kind of session (docs/architecture.md "The transport and the socket"): what each
// sends, and what a refusal does to its session and to nobody else's.

const ME = getStaffSelfContract.path;
const ATTACHMENTS = uploadChatAttachmentContract.path;
const failure = (status: number) => jsonResponse({ errors: ['Token expired'] }, { status });

let customerEnded: ReturnType<typeof vi.fn>;
let staffEnded: ReturnType<typeof vi.fn>;
const unregister: (() => void)[] = [];
beforeEach(() => {
  customerEnded = vi.fn();
  staffEnded = vi.fn();
  unregister.push(onSessionExpired(customerEnded), onStaffSessionEnded(staffEnded));
  setToken('borrower-token');
  setStaffToken('staff-token');
});
afterEach(() => {
  for (const remove of unregister.splice(0)) remove();
  sessionStorage.clear();
});

describe("the console's staff", () => {
  it('send the staff token, never the borrower’s, without cookies of other sites or the org header', async () => {
    const { calls } = mockFetch({ [`GET ${ME}`]: jsonResponse(buildSelf()) });
    await staffCall(getStaffSelfContract);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(calls[0]!.headers.get('x-org')).toBeNull();
    expect(calls[0]!.credentials).toBe('same-origin');
  });

  it('lose the staff session on a 401, and leave the borrower’s alone', async () => {
    mockFetch({ [`GET ${ME}`]: failure(401) });
    await expect(staffCall(getStaffSelfContract)).rejects.toMatchObject({ status: 401 });
    expect(getStaffToken()).toBeNull();
    expect(staffEnded).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('borrower-token');
    expect(customerEnded).not.toHaveBeenCalled();
  });

  it('keep the session on a 403 and on a wrong password at sign-in (a public call)', async () => {
    mockFetch({ [`GET ${ME}`]: failure(403), [`POST ${staffSignInContract.path}`]: failure(401) });
    await expect(staffCall(getStaffSelfContract)).rejects.toMatchObject({ status: 403 });
    await expect(
      staffCall(staffSignInContract, { body: { email: 'a@example.com', password: 'wrong-password' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getStaffToken()).toBe('staff-token');
    expect(staffEnded).not.toHaveBeenCalled();
  });
});

describe('the borrower and the signer (one customer-portal session)', () => {
  it('lose their session on a 401 and leave the staff session alone', async () => {
    mockFetch({ [`GET ${getProfileContract.path}`]: failure(401) });
    await expect(callContract(getProfileContract)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(customerEnded).toHaveBeenCalledTimes(1);
    expect(getStaffToken()).toBe('staff-token');
  });
});

describe("a chat's token", () => {
  it('goes as x-chat-token, with no session token, and its refusal ends no session', async () => {
    const { calls } = mockFetch({ [`POST ${ATTACHMENTS}`]: failure(401) });
    const form = new FormData();
    form.append('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
    await expect(callWithChatToken('chat-token', uploadChatAttachmentContract, { form })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls[0]!.headers.get('x-chat-token')).toBe('chat-token');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(calls[0]!.credentials).toBe('same-origin');
    expect(getToken()).toBe('borrower-token');
    expect(getStaffToken()).toBe('staff-token');
    expect(customerEnded).not.toHaveBeenCalled();
    expect(staffEnded).not.toHaveBeenCalled();
  });

  it("answers as the contract's schema says: an answer of another shape is a failure, not data", async () => {
    mockFetch({ 'GET /chat-thing': jsonResponse({ unexpected: true }) });
    const schema = uploadChatAttachmentContract.response[201];
    await expect(
      httpCall(chatTokenAudience('chat-token'), { method: 'GET', path: '/chat-thing', schema }),
    ).rejects.toMatchObject({ status: 200, body: { unexpected: true } });
  });
});
