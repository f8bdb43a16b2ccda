import { expect, test } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { registerIdentity } from './support/identity';

// On a phone the progress bar scrolls sideways inside itself; the page never does. Late in the journey most steps are
// done and run past the screen's edge: a screen at the signing step (the flood certificate's, which any application
// can open) at the narrowest width a page must reflow to (320 CSS px, WCAG 1.4.10) and at a common phone's.

for (const width of [320, 390]) {
  test(`at ${width} px the steps past the screen's edge scroll inside the progress bar, not the page`, async ({
    page,
    request,
  }) => {
    const { jwt } = await registerIdentity(request);
    const uuid = await createApplication(request, jwt, 'Narrow');
    await request.get(`/service-heloc-borrower/api/v1/heloc/${uuid}/status`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    await page.setViewportSize({ width, height: 800 });
    await useToken(page, jwt);
    await page.goto(`/account/heloc/${uuid}/error/flood-cert`);
    const progress = page.getByRole('navigation', { name: 'Application progress' });
    await expect(progress.getByRole('listitem').last()).toBeAttached();
    await expect(progress.getByText('completed').first()).toBeAttached();

    const widths = await page.evaluate(() => {
      const bar = document.querySelector('.ui-step-progress')!;
      return { page: document.documentElement.scrollWidth, window: window.innerWidth, bar: bar.scrollWidth };
    });
    expect(widths.bar, 'the steps run past the screen').toBeGreaterThan(widths.window);
    expect(widths.page, 'the page is as wide as the window').toBeLessThanOrEqual(widths.window);
  });
}
