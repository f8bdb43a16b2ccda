import type { Banner, Organization } from '@heloc/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER_DISMISSALS_COOKIE } from '../../features/site-banners/banner-dismissals';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { type PageFrameRequest, renderPageFrame } from './page-frame';

// The frame the server draws around the first registration step for each request (page-frame-slots.ts): the footer
// with the brand's licences, NMLS number and legal links, the site banners and the chat's launcher, in the request's
// language, as the app draws them (docs/product/widgets-and-calculations.md §2, §4; docs/product/chat.md §1).

const HOUR = 3_600_000;
const banner = (message: string, overrides: Partial<Banner> = {}, hoursAgo = 1): Banner => ({
  uuid: `00000000-0000-4000-8000-${String(hoursAgo).padStart(12, '0')}`,
  message,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: {
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    updatedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  },
  ...overrides,
});

const drawnPages: HTMLElement[] = [];
afterEach(() => drawnPages.splice(0).forEach((page) => page.remove()));

/** The frame drawn for a request, in a page of the document. */
const draw = async (request: Partial<PageFrameRequest> = {}) => {
  const drawn = await renderPageFrame({ org: buildOrg(), language: 'en', banners: [], isChatOn: false, ...request });
  const page = document.createElement('div');
  page.innerHTML = drawn.siteBanners + drawn.footer + drawn.chatLauncher;
  document.body.append(page);
  drawnPages.push(page);
  return { drawn, page: within(page) };
};

const footerOf = async (request: Partial<PageFrameRequest> = {}) =>
  within((await draw(request)).page.getByRole('contentinfo'));

describe("the first step's footer, drawn for the request's brand", () => {
  it("carries the main brand's legal links, licences with more to come, NMLS number and disclosures", async () => {
    const footer = await footerOf();
    const links = within(footer.getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Electronic Communications', '/communications'],
      ['Licenses', '/licenses'],
      ['Accessibility', '/accessibility'],
    ]);
    expect(footer.getByTestId('licensed-states')).toHaveTextContent('Licensed in AZ, CA, TX with more states to come');
    expect(footer.getByText('Test Lending NMLS #1001001')).toBeInTheDocument();
    expect(footer.getByText('Support hours: Mon-Fri 6am-6pm PT')).toBeInTheDocument();
    expect(footer.getByText('Rates and terms are subject to change.')).toBeInTheDocument();
  });

  it("reads 'Terms of Use' for a named partner and links to the partner's own pages", async () => {
    const partner: Organization = buildOrg({
      orgCode: 'lakeshorecu',
      meta: {
        companyName: 'Lakeshore Community Credit Union',
        nmls: '2002002',
        termsOfUseUrl: 'https://lakeshore.example/terms',
        privacyPolicyUrl: 'https://lakeshore.example/privacy',
        disclosures: ['Equal Housing Lender.'],
      },
    });
    const footer = await footerOf({ org: partner });
    expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      'https://lakeshore.example/terms',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://lakeshore.example/privacy',
    );
    expect(footer.getByTestId('licensed-states')).toHaveTextContent(/^Licensed in AZ, CA, TX$/);
    expect(footer.getByText('Lakeshore Community Credit Union NMLS #2002002')).toBeInTheDocument();
    expect(footer.getByText('Equal Housing Lender.')).toBeInTheDocument();
  });

  it("is in Spanish for a Spanish reader: the catalogues' texts and the brand's own Spanish texts", async () => {
    const org = buildOrg({
      meta: {
        localized: { es: { supportHours: 'lun.-vie. 6 a. m.-6 p. m. PT', disclosures: ['Prestamista con igualdad.'] } },
      },
    });
    const { page } = await draw({ org, language: 'es', isChatOn: true });
    const footer = within(page.getByRole('contentinfo'));
    expect(
      within(footer.getByRole('navigation', { name: 'Información legal' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Términos del servicio',
      'Política de privacidad',
      'Comunicaciones electrónicas',
      'Licencias',
      'Accesibilidad',
    ]);
    expect(footer.getByTestId('licensed-states')).toHaveTextContent(
      'Con licencia en AZ, CA, TX, y pronto en más estados',
    );
    expect(footer.getByText('Horario de atención: lun.-vie. 6 a. m.-6 p. m. PT')).toBeInTheDocument();
    expect(footer.getByText('Prestamista con igualdad.')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Chatee con nosotros' })).toBeInTheDocument();
  });

  it("is the app's own footer, element for element (the router's links mark themselves for prefetching)", async () => {
    const org = buildOrg({
      meta: { disclosures: ['Equal Housing Lender.', 'Rates and terms are subject to change.'] },
    });
    const { drawn } = await draw({ org });
    // The calls the app's footer makes have not answered: it draws from the record, as the server's did.
    mockFetch({ 'POST /service-optimize/external/api/v1/features': jsonResponse({ features: [] }) });
    renderApp('/terms', { org });
    const appFooter = await screen.findByRole('contentinfo');
    expect(appFooter.outerHTML.replaceAll(' data-discover="true"', '')).toBe(drawn.footer);
  });
});

describe("the first step's chat launcher (docs/product/chat.md §1)", () => {
  it('is drawn, closed, while the webchat flag is on, and not otherwise', async () => {
    const on = await draw({ isChatOn: true });
    expect(on.page.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'false');
    const off = await draw({ isChatOn: false });
    expect(off.drawn.chatLauncher).toBe('');
    expect(off.page.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});

describe("the first step's site banners (docs/product/widgets-and-calculations.md §4)", () => {
  it("shows this app's active banners, newest first, two at most, each as its text", async () => {
    const { page } = await draw({
      banners: [
        banner('Oldest', {}, 3),
        banner('Newest <b>today</b>', { variant: 'warn' }, 1),
        banner('Middle', {}, 2),
        banner('Inactive', { active: false }, 4),
        banner('Another app', { apps: ['portfolio'] }, 5),
      ],
    });
    const region = within(page.getByRole('region', { name: 'Announcements' }));
    expect(region.getAllByRole('status').map((shown) => shown.textContent)).toEqual([
      'Warning: Newest <b>today</b>×',
      'Notice: Middle×',
    ]);
    expect(region.getByRole('button', { name: 'Dismiss: Newest <b>today</b>' })).toBeInTheDocument();
  });

  it('leaves out a banner this browser dismissed since its last update, and draws nothing when none is left', async () => {
    const notice = banner('Phone lines close early on Friday.');
    const dismissedAt = encodeURIComponent(JSON.stringify({ [notice.uuid]: Date.now() }));
    const { drawn } = await draw({ banners: [notice], cookie: `a=1; ${BANNER_DISMISSALS_COOKIE}=${dismissedAt}` });
    expect(drawn.siteBanners).toBe('');
    const before = encodeURIComponent(JSON.stringify({ [notice.uuid]: Date.now() - 2 * HOUR }));
    const updated = await draw({ banners: [notice], cookie: `${BANNER_DISMISSALS_COOKIE}=${before}` });
    expect(updated.page.getByText('Phone lines close early on Friday.')).toBeInTheDocument();
  });
});
