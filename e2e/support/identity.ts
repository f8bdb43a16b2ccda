import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A password that meets every rule of docs/product/widgets-and-calculations.md §5. */
export const STRONG_PASSWORD = 'Harbor!Light2026';

/** Registers a new identity through the real API and answers its credentials. */
export async function registerIdentity(request: APIRequestContext, organization = 'summit', baseURL?: string) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const url = `${baseURL ?? ''}/identity/api/v1/registration/register?organization=${organization}`;
  const response = await request.post(url, {
    data: { email, password: STRONG_PASSWORD, phoneNumber: '(415) 555-0134' },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const { jwt } = (await response.json()) as { jwt: string };
  return { email, password: STRONG_PASSWORD, jwt };
}
