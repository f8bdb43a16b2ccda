import { describe, expect, it } from 'vitest';
import { APP_SHELL_PREVIEW_ATTRIBUTE } from './app-shell-attribute';
import { prerenderFirstScreens } from './prerender';

describe('the markup the build writes for the server to put in pages (issue 14)', () => {
  const files = prerenderFirstScreens();
  const manifest = JSON.parse(files['manifest.json']!) as { pages: Record<string, string>; shell: string };

  it('has a first step per registration flow and one shell for every other page', () => {
    expect(manifest.pages).toEqual({
      '/account/heloc/register-v2': 'register-v2.html',
      '/account/heloc/register': 'register.html',
    });
    expect(Object.keys(files).sort()).toEqual(['app-shell.html', 'manifest.json', 'register-v2.html', 'register.html']);
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
