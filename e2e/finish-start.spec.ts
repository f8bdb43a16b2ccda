import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// "Provide More Info": an applicant whose offer is confirmed gives contact details and marital status,
// answers the demographic questions, reviews the summary (changing a detail through its edit link), consents to
// electronic records, submits, opens the generated application summary PDF and moves on to income verification.

const APP = '/service-application/api/v1/application/heloc';
const STATUS = '/service-heloc-borrower/api/v1/heloc';

/** Through the API: the first offer at its largest draw, selected and confirmed; the hard pull then runs. */
async function atCollectAdditionalInfo(request: APIRequestContext) {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt);
  const headers = { authorization: `Bearer ${jwt}` };
  const status = async () =>
    ((await (await request.get(`${STATUS}/${uuid}/status`, { headers })).json()) as { checklistStatus: string })
      .checklistStatus;
  expect(await status()).toBe('OFFER_SELECTION');
  const { offers } = (await (await request.get(`${APP}/${uuid}`, { headers })).json()) as {
    offers: { term: number; type: string; maxDraw: number }[];
  };
  const offer = offers[0]!;
  const selected = await request.put(`${APP}/${uuid}/offer`, {
    headers,
    data: { term: offer.term, type: offer.type, drawAmount: offer.maxDraw, payoffPreference: 'PRESERVE' },
  });
  expect(selected.ok()).toBe(true);
  expect((await request.post(`${APP}/${uuid}/offer/confirm`, { headers })).ok()).toBe(true);
  expect(await status()).toBe('COLLECT_ADDITIONAL_INFO');
  return { jwt, uuid };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** docs/product/application-area.md §2.5: these screens are the progress bar's "Provide More Info" step. */
const expectMoreInfoStep = (page: Page) =>
  expect(page.getByRole('navigation', { name: 'Application progress' }).locator('[aria-current="step"]')).toContainText(
    'Provide More Info',
  );

test('an applicant finishes the application: contact, HMDA, summary with E-SIGN consent, submit', async ({
  page,
  request,
}) => {
  const { jwt, uuid } = await atCollectAdditionalInfo(request);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}`);

  // start/contact: prefilled from the registration.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact$`));
  await expect(heading(page, 'Confirm your contact details')).toBeVisible();
  await expectMoreInfoStep(page);
  await expect(page.getByLabel(/^Email/)).toHaveValue('pat@example.com');
  await expect(page.getByLabel(/^Mobile phone/)).toHaveValue('(512) 555-0100');
  await expect(page.getByRole('radio', { name: /To the property: 123 Main St, Austin, TX 78701/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^Mobile phone/).fill('5125550199');
  await page.getByRole('radio', { name: 'To another address' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Street address is required')).toBeVisible();
  await expect(page.getByText('Please select your marital status')).toBeVisible();
  await page.getByRole('combobox', { name: /Mailing street address/ }).fill('500 Congress Ave');
  await page.getByLabel(/^Apartment/).fill('Apt 4');
  await page.getByLabel(/^City/).fill('Austin');
  await page.getByLabel(/^State/).fill('TX');
  await page.getByLabel(/^ZIP code/).fill('78701');
  await page.getByRole('radio', { name: 'Married', exact: true }).check();
  await page.getByRole('radio', { name: 'Jointly with someone else' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // start/hmda: the URLA demographic questions.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/hmda$`));
  await expect(heading(page, 'Demographic information')).toBeVisible();
  await expectMoreInfoStep(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText("Please select your race, or 'I do not wish to provide this information'")).toBeVisible();

  const ethnicity = page.getByRole('group', { name: 'Ethnicity' });
  await ethnicity.getByRole('checkbox', { name: 'Hispanic or Latino', exact: true }).check();
  await ethnicity.getByRole('checkbox', { name: 'Other Hispanic or Latino' }).check();
  await ethnicity.getByLabel(/Enter origin/).fill('Colombian');
  const race = page.getByRole('group', { name: 'Race' });
  await race.getByRole('checkbox', { name: 'Asian', exact: true }).check();
  await race.getByRole('checkbox', { name: 'Korean' }).check();
  // 'I do not wish to provide this information' stands alone: it clears the group, and any choice clears it.
  const raceDeclined = race.getByRole('checkbox', { name: 'I do not wish to provide this information' });
  await raceDeclined.check();
  await expect(race.getByRole('checkbox', { name: 'Asian', exact: true })).not.toBeChecked();
  await expect(race.getByRole('checkbox', { name: 'Korean' })).not.toBeChecked();
  await race.getByRole('checkbox', { name: 'White' }).check();
  await expect(raceDeclined).not.toBeChecked();
  await raceDeclined.check();
  await expect(race.getByRole('checkbox', { name: 'White' })).not.toBeChecked();
  await page.getByRole('group', { name: 'Sex' }).getByRole('checkbox', { name: 'Female' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // start/app-summary: everything told and chosen, with edit links.
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/app-summary$`));
  await expect(heading(page, 'Review and submit your application')).toBeVisible();
  await expectMoreInfoStep(page);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('500 Congress Ave, Apt 4, Austin, TX 78701');
  await expect(contact).toContainText('(512) 555-0199');
  await expect(contact).toContainText('Married');
  await expect(page.getByRole('region', { name: 'Property' })).toContainText('Jointly with someone else');
  await expect(page.getByRole('region', { name: 'Demographic information' })).toContainText('Answered');
  await expect(page.getByRole('region', { name: 'Your offer' })).toContainText('Monthly payment');
  await expect(page.getByRole('region', { name: 'Your offer' })).toContainText('so it is locked');
  await expectNoSeriousA11yViolations(page);

  // An edit link back to start/contact, prefilled with what was saved; saving returns to the summary.
  await page.getByRole('link', { name: 'Change your contact details' }).click();
  await expect(heading(page, 'Confirm your contact details')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Mailing street address/ })).toHaveValue('500 Congress Ave');
  await page.getByRole('radio', { name: /^Unmarried/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/start/app-summary$`));
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('Unmarried');

  // E-SIGN consent before Submit.
  await expect(page.getByRole('heading', { name: 'Consent to electronic records and disclosures' })).toBeVisible();
  await expect(page.getByText('Your right to paper copies')).toBeVisible();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await expect(page.getByText('Please agree to receive your documents electronically to continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /agree to receive my records and disclosures electronically/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();

  // The engine prepares the summary PDF; it opens from here.
  await expect(heading(page, 'Your application is submitted')).toBeVisible();
  const pdfLink = page.getByRole('link', { name: 'Download your application summary (PDF)' });
  await expect(pdfLink).toHaveAttribute('href', /^blob:/);
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe('application-summary.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Change your contact details' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue to verify your income' }).click();
  await expect(page).toHaveURL(new RegExp(`/${uuid}/income/review$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
