import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from './axe';
import { STRONG_PASSWORD } from './identity';

export interface Applicant {
  street: string;
  city: string;
  state: string;
  zip: string;
  occupancy: 'Primary residence' | 'Second home' | 'Investment property';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  income: string;
}

/** A fresh applicant for the default sandbox persona (docs/sandbox.md), with a property in Austin, TX. */
export const newApplicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  street: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  occupancy: 'Primary residence',
  firstName: 'Pat',
  lastName: 'Rivera',
  email: `journey-${randomUUID().slice(0, 8)}@example.com`,
  phone: '5125550100',
  income: '120000',
  ...overrides,
});

export const stepHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const clickContinue = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** Fills the property step (docs/product/registration-and-routing.md §4 step 1). */
export async function fillProperty(page: Page, a: Applicant) {
  await expect(stepHeading(page, "Let's start with your property")).toBeVisible();
  await page.getByRole('combobox', { name: /Property address/ }).fill(a.street);
  await page.getByLabel(/^City/).fill(a.city);
  await page.getByLabel(/^State/).fill(a.state);
  await page.getByLabel(/ZIP code/).fill(a.zip);
  // The first step may be the page's preview until the app takes over (first-step-handoff.ts), which carries the
  // choice over: the radio to see checked is the one on screen once the click is done, found anew.
  const occupancy = page.getByRole('radio', { name: a.occupancy });
  await occupancy.click();
  await expect(occupancy).toBeChecked();
}

/**
 * Walks the redesigned flow from the property step to the submit, as a new visitor. With `checkA11y`, every step is
 * checked with axe once it is filled.
 */
export async function completeRedesignedFlow(page: Page, a: Applicant, { checkA11y = false } = {}) {
  const onStep = async (heading: string) => {
    await expect(stepHeading(page, heading)).toBeVisible();
  };
  const done = async () => {
    if (checkA11y) await expectNoSeriousA11yViolations(page);
    await clickContinue(page);
  };
  await fillProperty(page, a);
  await done();
  await onStep('Is your property for sale?');
  await page.getByRole('radio', { name: 'No' }).check();
  await done();
  await onStep('Tell us about your income');
  await page.getByLabel(/Employment type/).selectOption('FULL_TIME');
  await page.getByLabel(/^Annual income/).fill(a.income);
  await done();
  await onStep('What is your legal name?');
  await page.getByLabel(/First name/).fill(a.firstName);
  await page.getByLabel(/Last name/).fill(a.lastName);
  await done();
  await onStep('When were you born?');
  await page.getByLabel(/Month/).fill('03');
  await page.getByLabel(/Day/).fill('12');
  await page.getByLabel(/Year/).fill('1978');
  await done();
  await onStep('How can we reach you?');
  await page.getByLabel(/Email/).fill(a.email);
  await page.getByLabel(/Mobile phone/).fill(a.phone);
  await done();
  await onStep('Create your password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel(/Confirm password/).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of (Service|Use)/ }).check();
  await page.getByRole('checkbox', { name: /communications electronically/ }).check();
}
