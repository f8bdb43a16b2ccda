import { expect, test } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerIdentity } from './support/identity';

// The offers screen of the default persona on a phone: it opens on a draw a borrower would choose (not the largest),
// shows the line beside the first draw and its payment, prices every offer for that draw, and the five offers fit in
// about two screens; the progress panel above says when the funds are expected.

const APP = '/service-application/api/v1/application/heloc';
const PHONE = { width: 390, height: 844 };

interface OfferRow {
  term: number;
  type: string;
  max: number;
  maxDraw: number;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

test.use({ viewport: PHONE });

test('the offers open on a usual first draw with the line, a payment on every offer and the expected funding date', async ({
  page,
  request,
}) => {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt);
  const { offers } = (await (
    await request.get(`${APP}/${uuid}`, { headers: { authorization: `Bearer ${jwt}` } })
  ).json()) as { offers: OfferRow[] };
  expect(offers).toHaveLength(5);
  const first = offers[0]!;

  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible({ timeout: 30_000 });

  // Not the largest draw: about half of it, and the screen says so.
  const amount = page.getByLabel('Draw amount');
  await expect(amount).not.toHaveValue(dollars(Math.floor(first.maxDraw)));
  const started = Math.floor(Math.floor(first.maxDraw) / 2 / 1000) * 1000;
  await expect(amount).toHaveValue(dollars(started));
  await expect(page.getByText(`We started at ${dollars(started)}, about half of the most you can draw`)).toBeVisible();

  // The line beside the first draw and its monthly payment.
  await expect(page.getByTestId('line-amount')).toHaveText(dollars(first.max));
  await expect(page.getByTestId('draw-amount')).toHaveText(dollars(started));
  await expect(page.getByTestId('monthly-payment')).toHaveText(/^\$[\d,]+(\.\d\d)?$/);

  // Every offer shows its payment for that draw; the chosen one is the summary's.
  for (const offer of offers) {
    await expect(page.getByTestId(`offer-payment-${offer.type}-${offer.term}`)).toHaveText(
      /^\$[\d,]+(\.\d\d)? a month/,
    );
  }
  const chosen = await page.getByTestId('monthly-payment').textContent();
  await expect(page.getByTestId(`offer-payment-${first.type}-${first.term}`)).toHaveText(`${chosen} a month`);

  // A smaller amount reprices every offer.
  const before = await page.getByTestId(`offer-payment-${offers[1]!.type}-${offers[1]!.term}`).textContent();
  await amount.fill('30000');
  await amount.press('Tab');
  await expect(page.getByTestId(`offer-payment-${offers[1]!.type}-${offers[1]!.term}`)).not.toHaveText(before!);

  // On a phone the five offers fit in about two screens from the top of the page.
  const box = (await page.getByRole('group', { name: 'Choose an offer' }).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.y + box.height).toBeLessThanOrEqual(2 * PHONE.height);

  // The progress panel says when the funds are expected, with the steps left.
  const panel = page.getByRole('region', { name: 'Your application at a glance' });
  await expect(panel.getByTestId('expected-funding')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  await panel.getByText('Steps left and their dates').click();
  await expect(panel.getByText('Right to cancel ends')).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});
