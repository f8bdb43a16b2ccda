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
      'manifest.json',
      'offers.es.html',
      'offers.html',
      'register-v2.es.html',
      'register-v2.html',
      'register.es.html',
      'register.html',
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

describe("a screen's preview in the shell", () => {
  const manifest = JSON.parse(files['manifest.json']!) as {
    screens: { path: string; file: string; stylesheets: string[] }[];
  };

  it("gives the offers screen its heading, lead and progress in the shell, with the layout's stylesheets", () => {
    expect(manifest.screens).toEqual([
      {
        path: '/account/heloc/:uuid/product/select',
        file: 'offers.html',
        stylesheets: ['/assets/application-layout.tsx.css'],
      },
    ]);
    const offers = files['offers.html']!;
    expect(offers).toContain(`${APP_SHELL_PREVIEW_ATTRIBUTE}=""`);
    expect(offers).toContain('{{companyName}}');
    // The same heading and lead as the screen (offers-intro.tsx), the offers themselves loading.
    expect(offers).toContain(
      '<h1 id="offers-title">Choose your offer</h1><p class="page__lead">You are pre-qualified. Pick an offer, choose ' +
        'how much to draw and see what you would pay each month.</p>',
    );
    expect(offers).toContain('Loading your offers');
    expect(offers).not.toContain('Loading page');
    // The progress bar at "Select Offer", step 2 of 7 (docs/product/application-area.md §2.5).
    expect(offers).toContain('aria-current="step"><span class="ui-step-progress__marker" aria-hidden="true">2</span>');
    expect(offers).toContain('<span class="ui-step-progress__label">Select Offer</span>');
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
