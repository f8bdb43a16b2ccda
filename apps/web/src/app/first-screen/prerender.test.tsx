import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_PREVIEW_ATTRIBUTE } from './app-shell-attribute';
import { prerenderFirstScreens } from './prerender';

const files = await prerenderFirstScreens((modules) => modules.map((module) => `/assets/${path.basename(module)}.css`));

describe('the markup the build writes for the server to put in pages', () => {
  const manifest = JSON.parse(files['manifest.json']!) as {
    pages: Record<string, string>;
    screens: { path: string; file: string; stylesheets: string[] }[];
    shell: string;
  };

  it('has a first step per registration flow and one shell for every other page', () => {
    expect(manifest.pages).toEqual({
      '/account/heloc/register-v2': 'register-v2.html',
      '/account/heloc/register': 'register.html',
    });
    expect(Object.keys(files).sort()).toEqual([
      'app-shell.es.html',
      'app-shell.html',
      'conditions.es.html',
      'conditions.html',
      'manifest.json',
      'offers.es.html',
      'offers.html',
      'register-v2.es.html',
      'register-v2.html',
      'register.es.html',
      'register.html',
      'signing.es.html',
      'signing.html',
    ]);
    expect(manifest.shell).toBe('app-shell.html');
  });

  it('draws the shell with the brand left as tokens, marked for the first script, its main area loading', () => {
    const shell = files['app-shell.html']!;
    expect(shell).toContain(`${APP_SHELL_PREVIEW_ATTRIBUTE}=""`);
    for (const token of ['companyName', 'logoUrl', 'logoAlt', 'supportPhone', 'supportPhoneHref', 'companyNameHidden'])
      expect(shell).toContain(`{{${token}}}`);
    expect(shell).toContain('<main class="app-main" id="main"');
    expect(shell).toContain('Loading page');
    // Whether screen readers skip the visible name depends on the organisation: the server decides.
    expect(shell).toContain('<span class="top-bar__name" data-testid="org-name" aria-hidden="{{companyNameHidden}}">');
    // The pages that start with the shell have no Login to offer yet: the app draws the bar's actions.
    expect(shell).not.toContain('Login');
  });
});

describe("the first step's frame, drawn by the server for each request (page-frame-slots.ts)", () => {
  const manifest = JSON.parse(files['manifest.json']!) as {
    frame: { module: string; slots: Record<string, string>; stylesheets: string[]; readsId: string; cookies: string[] };
  };

  it('is left as placeholders where the app draws it: banners under the top bar, then the footer and the launcher', () => {
    for (const file of ['register-v2.html', 'register.html', 'register-v2.es.html', 'register.es.html']) {
      const page = files[file]!;
      expect(page).toMatch(/<\/header>\{\{@siteBanners\}\}<main class="app-main"/);
      expect(page).toMatch(/<\/main>\{\{@footer\}\}\{\{@chatLauncher\}\}<\/div>$/);
    }
  });

  it('is not on the other pages, which start the app at once', () => {
    for (const file of ['app-shell.html', 'offers.html', 'signing.html', 'conditions.html'])
      expect(files[file]).not.toContain('{{@');
  });

  it('names the module that draws it, its slots, the stylesheets of the banners and the launcher, its reads and cookies', () => {
    expect(manifest.frame).toEqual({
      module: 'page-frame.mjs',
      slots: { siteBanners: '{{@siteBanners}}', footer: '{{@footer}}', chatLauncher: '{{@chatLauncher}}' },
      stylesheets: ['/assets/site-banners-view.tsx.css', '/assets/chat-launcher-view.tsx.css'],
      readsId: 'page-frame-reads',
      cookies: ['heloc_banner_dismissals'],
    });
  });
});

describe("a screen's preview in the shell", () => {
  const manifest = JSON.parse(files['manifest.json']!) as {
    screens: { path: string; file: string; stylesheets: string[] }[];
  };

  it('lists each preview with its route pattern and the stylesheets its markup uses', () => {
    expect(manifest.screens).toEqual([
      {
        path: '/account/heloc/:uuid/product/select',
        file: 'offers.html',
        stylesheets: ['/assets/application-layout.tsx.css'],
      },
      {
        path: '/account/heloc/:uuid/signing/sign',
        file: 'signing.html',
        stylesheets: ['/assets/application-layout.tsx.css'],
      },
      {
        path: '/account/heloc/:uuid/conditions',
        file: 'conditions.html',
        stylesheets: ['/assets/application-layout.tsx.css', '/assets/conditions-page.tsx.css'],
      },
    ]);
  });

  it('gives the offers screen its heading, leads and progress in the shell', () => {
    const offers = files['offers.html']!;
    expect(offers).toContain(`${APP_SHELL_PREVIEW_ATTRIBUTE}=""`);
    expect(offers).toContain('{{companyName}}');
    // The same heading and lead as the screen (offers-intro.tsx), the offers themselves loading.
    expect(offers).toContain(
      '<h1 id="offers-title">Choose your offer</h1><p class="page__lead">You are pre-qualified. Pick an offer, choose ' +
        'how much to draw and see what you would pay each month.</p>',
    );
    // The draw amount's heading and lead, the screen's largest text, paint with it; where the amount started follows
    // in a paragraph of its own once the offers are read.
    expect(offers).toContain(
      '<h2 id="needed-title">How much do you need today?</h2><p class="page__lead" id="needed-lead">Your first draw is ' +
        'what we send to your account at closing; it can be less than your line.</p>',
    );
    expect(offers).toContain('Loading your offers');
    expect(offers).not.toContain('Loading page');
    // The progress bar at "Select Offer", step 2 of 7 (docs/product/application-area.md §2.5).
    expect(offers).toContain('aria-current="step"><span class="ui-step-progress__marker" aria-hidden="true">2</span>');
    expect(offers).toContain('<span class="ui-step-progress__label">Select Offer</span>');
  });

  it('gives the signing screen its heading, lead and progress, its documents loading', () => {
    const signing = files['signing.html']!;
    expect(signing).toContain(
      '<h1 id="sign-title">Sign your documents</h1><p class="page__lead">Read each document to its end, then sign it ' +
        'where it asks. Your progress is saved as you go, so you can stop and come back to sign the rest, and you can ' +
        'download each document to keep.</p>',
    );
    expect(signing).toContain('Loading your documents');
    // The progress bar at "Sign Documents", step 6 of 7 (docs/product/application-area.md §2.5).
    expect(signing).toContain(
      'aria-current="step"><span class="ui-step-progress__marker" aria-hidden="true">6</span><span ' +
        'class="ui-step-progress__label">Sign Documents</span>',
    );
  });

  it('gives the conditions screen its heading, its lead (which names no count) and progress, the list loading', () => {
    const conditions = files['conditions.html']!;
    expect(conditions).toContain(
      '<h1 id="conditions-title">What your lender needs</h1><p class="page__lead">Your lender reviewed your ' +
        'application and needs something more from you.',
    );
    expect(conditions).toContain('Loading what your lender needs');
    // The progress bar at "Provide More Info", step 3 of 7 (docs/product/application-area.md §2.5).
    expect(conditions).toContain(
      'aria-current="step"><span class="ui-step-progress__marker" aria-hidden="true">3</span><span ' +
        'class="ui-step-progress__label">Provide More Info</span>',
    );
  });
});

describe('the markup in Spanish (docs/i18n.md)', () => {
  const manifest = JSON.parse(files['manifest.json']!) as { translations: Record<string, Record<string, string>> };

  it('names the Spanish file of every English one', () => {
    expect(manifest.translations).toEqual({
      es: {
        'register-v2.html': 'register-v2.es.html',
        'register.html': 'register.es.html',
        'app-shell.html': 'app-shell.es.html',
        'offers.html': 'offers.es.html',
        'signing.html': 'signing.es.html',
        'conditions.html': 'conditions.es.html',
      },
    });
  });

  it('writes the first step in Spanish, with the same fields and the brand left as tokens', () => {
    const spanish = files['register-v2.es.html']!;
    expect(spanish).toContain('Comencemos con su propiedad');
    expect(spanish).toContain('Dirección de la propiedad');
    expect(spanish).toContain('Residencia principal');
    expect(spanish).toContain('Iniciar sesión');
    expect(spanish).toContain('{{companyName}}');
    expect(spanish).not.toContain('start with your property');
    const names = (html: string) => [...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
    expect(names(spanish)).toEqual(names(files['register-v2.html']!));
    expect(files['register.es.html']).toContain('Paso 1 de 2: Propiedad e ingresos');
    expect(files['register.es.html']).toContain('Ingreso anual (antes de impuestos)');
  });

  it('keeps the English markup as it was', () => {
    expect(files['register-v2.html']).toContain('Let&#x27;s start with your property');
    expect(files['register.html']).toContain('Step 1 of 2: Property and income');
  });

  it("puts the top bar's language chooser on the first step, the other language's, for the server to hide", () => {
    const chooser = (html: string) => html.match(/<div class="language-chooser"[^>]*>.*?<\/div>/)?.[0];
    for (const file of ['register-v2.html', 'register.html']) {
      expect(chooser(files[file]!)).toContain('data-hidden="{{languageChooserHidden}}"');
      expect(chooser(files[file]!)).toContain('<span lang="es">Español</span>');
      expect(chooser(files[file.replace('.html', '.es.html')]!)).toContain('<span lang="en">English</span>');
    }
    expect(files['register-v2.html']!.match(/data-language-choice=/g)).toHaveLength(1);
  });
});
