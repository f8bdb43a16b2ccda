import { expect, test, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clickContinue, completeRedesignedFlow, newApplicant } from './support/registration';

// The calls around the journey (docs/decisions.md "Calls the app makes"): a visitor who lands from a mailer registers
// in the browser; the app establishes the telemetry session, asks where the organisation lends, sends the visit's
// tracking with the new application, links the tracker to the new identity and records the experiments once; the
// profile then has the name, date of birth and home address registration asked for.

const uuidPath = /\/account\/heloc\/([0-9a-f-]{36})/;

test('registration makes the calls around the journey and leaves a complete profile', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const made = (method: string, path: RegExp) =>
    requests.filter((r) => r.method() === method && path.test(new URL(r.url()).pathname));

  await page.goto('/account/heloc/register-v2?utm_source=mailer&utm_campaign=spring&totalExpertOwnerId=owner-7');
  await completeRedesignedFlow(page, newApplicant({ firstName: 'Robin', lastName: 'Calls' }));
  await expectNoSeriousA11yViolations(page);
  await clickContinue(page);
  await expect(page).toHaveURL(/\/product\/select$/, { timeout: 30_000 });
  const uuid = uuidPath.exec(page.url())![1]!;

  // One telemetry session for the page.
  expect(made('POST', /^\/ft\/external\/session$/)).toHaveLength(1);
  expect(made('POST', /^\/service-optimize\/external\/api\/v2\/decision$/)).not.toHaveLength(0);
  expect(made('GET', /\/external\/api\/v2\/heloc\/states-eligibility$/)).not.toHaveLength(0);
  expect(made('GET', /\/external\/api\/v1\/heloc\/state-licenses$/)).not.toHaveLength(0);
  const [create] = made('POST', /^\/service-application\/api\/v3\/application\/helocs$/);
  expect(create!.postDataJSON()).toMatchObject({
    utmParameters: { utm_source: 'mailer', utm_campaign: 'spring' },
    marketingTools: { totalExpertOwnerId: 'owner-7', totalExpertContactId: null },
    abVersionsRequest: expect.arrayContaining([
      { name: 'new-auth-mode', variation: 'off' },
      expect.objectContaining({ name: 'redesign-2025' }),
    ]),
    optimizelyProfileRequest: { optimizelyProfileUuid: expect.any(String) },
  });
  // The tracker's link waits for the registration submit to route (docs/decisions.md "The shell's reads wait for the
  // registration submit"): it may still be on its way when the offers show.
  await expect.poll(() => made('GET', /\/v3\/application\/heloc\/optermizerly-profile$/).length).toBeGreaterThan(0);
  await expect.poll(() => made('PATCH', /\/v1\/application\/heloc\/optermizerly-profile$/).length).toBe(1);
  await expect.poll(() => made('PATCH', new RegExp(`/${uuid}/experiments$`)).length).toBe(1);

  // Once per application: a reload does not record the experiments again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });
  expect(made('PATCH', new RegExp(`/${uuid}/experiments$`))).toHaveLength(1);

  // What the server keeps: the profile, and the experiment profile the identity is linked to.
  const answers = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('heloc.jwt')}` };
    const read = async (url: string) => (await fetch(url, { headers })).json();
    return {
      profile: await read('/service-profile/api/v1/profile'),
      tracker: await read('/service-application/api/v3/application/heloc/optermizerly-profile'),
    };
  });
  expect(answers.profile).toMatchObject({
    name: { firstName: 'Robin', lastName: 'Calls' },
    dob: { day: 12, month: 3, year: 1978 },
    addresses: [{ type: 'HOME', street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' }],
  });
  expect(answers.tracker.trackerId).toBe(create!.postDataJSON().optimizelyProfileRequest.optimizelyProfileUuid);
});
