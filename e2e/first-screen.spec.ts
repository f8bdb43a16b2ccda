import { expect, test, type Page } from '@playwright/test';
import { createApplication, useToken } from './support/application';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  APP_CODE_RUN,
  APP_START,
  hasMark,
  holdAppCode,
  markLeft,
  oneOfEach,
  watchParts,
  watched,
} from './support/first-screen';
import { registerIdentity } from './support/identity';

// The registration entry comes as markup from the server and needs no script to be read or typed into; the app's
// code loads once it has painted, and the app starts on the visitor's first action and takes over what was typed.
// Every other page opens in the shell, the offers screen with a preview of its own.

const scriptsAsked = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

const eventsSent = (page: Page) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/ft/external/event')
      events.push((request.postDataJSON() as { event: string }).event);
  });
  return events;
};

test('the first step paints with one small script and waits for the visitor to start the app, which keeps what they typed', async ({
  page,
}) => {
  const scripts = scriptsAsked(page);
  const events = eventsSent(page);
  // Every script but the page's first is held back until the step has shown: the step needs none of them.
  const { release } = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2');
  await expect(page.getByRole('heading', { level: 1, name: "Let's start with your property" })).toBeVisible();
  // The registration start is counted at once (docs/product/registration-and-routing.md §7), without the app.
  await expect.poll(() => [...events].sort()).toEqual(['PAGEVIEW', 'auth-bucket', 'heloc-register-start']);
  await expect(page.locator('form[data-first-step-preview]')).toHaveCount(1);
  release();
  // The app's code is asked for once the step has painted and runs meanwhile, but the app does not start, nor take
  // the step over, before the visitor acts: once its code has run, the server's form is still there.
  await expect.poll(() => scripts.length).toBeGreaterThan(1);
  await markLeft(page, APP_CODE_RUN);
  expect(await hasMark(page, APP_START)).toBe(false);
  await expect(page.locator('form[data-first-step-preview]')).toHaveCount(1);

  const address = page.getByRole('combobox', { name: /Property address/ });
  await address.pressSequentially('123 Main');
  // The app has taken over the server's form in place, with the typed text and the caret where they were.
  await expect(page.locator('form[data-first-step-preview]')).toHaveCount(0);
  await expect(address).toHaveValue('123 Main');
  await expect(address).toBeFocused();
  // The app's own field looks the longer address up: a call made after any the app's start could have made.
  const lookedUp = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/service-address/external/api/v1/typeahead' && url.searchParams.get('query') === '123 Main St'
    );
  });
  await address.pressSequentially(' St');
  await expect(address).toHaveValue('123 Main St');
  await lookedUp;
  // Nothing was counted twice.
  expect([...events].sort()).toEqual(['PAGEVIEW', 'auth-bucket', 'heloc-register-start']);
});

// The page carries its disclosures from its first paint, with no script (docs/product/widgets-and-calculations.md §2):
// the footer the server draws for the brand and the language is the app's own.
const LEGAL_LINKS = {
  en: ['Terms of Service', 'Privacy Policy', 'Electronic Communications', 'Licenses', 'Accessibility'],
  es: ['Términos del servicio', 'Política de privacidad', 'Comunicaciones electrónicas', 'Licencias', 'Accesibilidad'],
};
const LEGAL_PAGES = ['/terms', '/privacy', '/communications', '/licenses', '/accessibility'];

test.describe('with script disabled, a visitor who only reads', () => {
  test.use({ javaScriptEnabled: false });

  test("finds the brand's legal links, NMLS number, licences and disclosures in the first step's footer", async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByRole('heading', { level: 1, name: "Let's start with your property" })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(links).toHaveText(LEGAL_LINKS.en);
    for (const [index, href] of LEGAL_PAGES.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
    await expect(footer.getByText('Summit Home Lending NMLS #1001001')).toBeVisible();
    await expect(footer.getByTestId('licensed-states')).toHaveText(
      /^Licensed in AK, AL, AR, AZ, CA, .* WY with more states to come$/,
    );
    await expect(footer.getByText(/^Equal Housing Lender\./)).toBeVisible();
    // The chat needs script: its launcher is not offered.
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
  });

  test.describe('in Spanish (Accept-Language)', () => {
    test.use({ locale: 'es-MX' });

    test("finds the same footer in Spanish: the catalogues' texts and the brand's own", async ({ page }) => {
      await page.goto('/account/heloc/register-v2');
      await expect(page.getByRole('heading', { level: 1, name: 'Comencemos con su propiedad' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('navigation', { name: 'Información legal' }).getByRole('link');
      await expect(links).toHaveText(LEGAL_LINKS.es);
      for (const [index, href] of LEGAL_PAGES.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
      await expect(footer.getByText('Summit Home Lending NMLS #1001001')).toBeVisible();
      await expect(footer.getByTestId('licensed-states')).toHaveText(
        /^Con licencia en AK, AL, .* WY, y pronto en más estados$/,
      );
      await expect(
        footer.getByText(/^Prestamista que ofrece igualdad de oportunidades en la vivienda\./),
      ).toBeVisible();
    });
  });
});

const FRAME_PARTS = ['footer', 'button.chat-launcher'];

test("the app takes the server's footer and chat launcher over in place: never none or two, nothing moved", async ({
  page,
}) => {
  await page.goto('/account/heloc/register-v2');
  const footer = page.getByRole('contentinfo');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(footer.getByText('Summit Home Lending NMLS #1001001')).toBeVisible();
  await expect(launcher).toBeVisible();
  await markLeft(page, APP_CODE_RUN);
  // axe runs in the page, which needs script: the server's markup is checked here, before the app.
  await expectNoSeriousA11yViolations(page);
  const before = {
    footer: await footer.innerText(),
    footerBox: await footer.boundingBox(),
    launcherBox: await launcher.boundingBox(),
  };
  await watchParts(page, FRAME_PARTS);

  // The visitor acts without typing (the pointer moves): the app starts and takes the step over at once.
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await expect(page.locator('form[data-first-step-preview]')).toHaveCount(0);
  const { counts, shifts } = await watched(page);
  expect(counts.length).toBeGreaterThan(0);
  expect(new Set(counts)).toEqual(new Set([oneOfEach(FRAME_PARTS)]));
  expect(shifts).toEqual([]);
  expect(await footer.innerText()).toBe(before.footer);
  expect(await footer.boundingBox()).toEqual(before.footerBox);
  expect(await launcher.boundingBox()).toEqual(before.launcherBox);
});

test('the chat launcher drawn with the first step opens the chat when pressed before the app has started', async ({
  page,
}) => {
  // No script but the page's first arrives before the press: the press itself starts the app.
  const { release } = await holdAppCode(page);
  await page.goto('/account/heloc/register-v2');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  expect(await hasMark(page, APP_START)).toBe(false);
  await launcher.click();
  release();

  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel(/^Name/)).toBeFocused();
  // The app's launcher, in the server's place, says the chat is open.
  await expect(page.locator('form[data-first-step-preview]')).toHaveCount(0);
  await expect(launcher).toHaveCount(1);
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('with the redesign flag off for the brand, the entry does not wait: it goes to /register at once', async ({
  page,
  baseURL,
}) => {
  // silverpeak switches redesign-2025 off (seed); a host name brands without a query parameter.
  const url = new URL('/account/heloc/register-v2', baseURL);
  url.hostname = 'silverpeak.localhost';
  await page.goto(url.toString());
  await expect(page).toHaveURL(/\/account\/heloc\/register$/);
});

test('every other page opens in the branded shell before its script runs', async ({ request }) => {
  const response = await request.get('/auth/login?org=lakeshorecu', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toMatch(/<div id="root">(<link [^>]*>)?<div class="app-shell" data-app-shell-preview="">/);
  // Its logo text names the credit union, so the visible name is not read twice (as in the app's top bar).
  expect(html).toContain(
    '<span class="top-bar__name" data-testid="org-name" aria-hidden="true">Lakeshore Community Credit Union</span>',
  );
  // Its code is asked for after the first paint, not linked in the head.
  expect(html).not.toContain('rel="modulepreload"');
});

test('the offers screen opens with its preview before any script; the app draws the offers in its place', async ({
  page,
  request,
}) => {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt);
  const path = `/account/heloc/${uuid}/product/select`;

  // The server's page: the screen's heading, lead and progress in the shell, its stylesheet linked, no script run yet.
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<h1 id="offers-title">Choose your offer</h1><p class="page__lead">You are pre-qualified.');
  expect(html).toContain('<span class="ui-visually-hidden">Loading your offers</span>');
  expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css"><\/head>/);
  expect(html).toContain('id="app-code"');
  expect(html).not.toContain('rel="modulepreload"');

  await useToken(page, jwt);
  await page.goto(path);
  await expect(page.getByRole('radio', { name: /fixed/ }).first()).toBeChecked();
  // One heading and one progress bar: the app's took the preview's place.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Choose your offer']);
  await expect(page.getByRole('navigation', { name: 'Application progress' })).toHaveCount(1);
  await expect(page.getByText('Loading your offers')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a loading indicator is announced at once and drawn only once the wait has lasted a second', async ({
  page,
  request,
}) => {
  const { jwt } = await registerIdentity(request);
  const uuid = await createApplication(request, jwt);
  // The app's code never arrives: the offers screen's preview stays, with its indicator.
  await page.route(/\/assets\/[^/]+\.js$/, () => undefined);
  await useToken(page, jwt);
  await page.goto(`/account/heloc/${uuid}/product/select`, { waitUntil: 'commit' });
  const indicator = page.getByRole('status').filter({ hasText: 'Loading your offers' });
  await expect(indicator).toHaveCount(1);

  // Read at fixed moments of its animations (paused there), so the check holds however fast the page loaded.
  const drawnAt = (ms: number) =>
    indicator.evaluate((element, at) => {
      const animations = element.getAnimations();
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = at;
      }
      const { opacity, transform } = getComputedStyle(element);
      return { animations: animations.length, opacity, turning: transform !== 'none' };
    }, ms);
  expect(await drawnAt(999)).toEqual({ animations: 2, opacity: '0', turning: false });
  expect(await drawnAt(1400)).toEqual({ animations: 2, opacity: '1', turning: true });
  // Nothing else on the page moves while it loads.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(2);
});
