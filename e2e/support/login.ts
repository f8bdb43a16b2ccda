import { expect, type Page } from '@playwright/test';

/** Fills and sends the login form as a person would (the open chat widget has an Email field of its own). */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
