import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstScreen } from '../../../app/first-screen/first-screen';
import { showFirstScreen } from '../../../app/first-screen/show-first-screen';
import { getLanguage, setLanguage } from '../../../lib/i18n';
import { buildOrg } from '../../../testing/fixtures';
import firstStepSpanish from './first-step.messages.es';
import { holdServerRenderedSubmit } from './first-step-paths';
import { sayIn } from './first-step-say';

// docs/i18n.md: on the first registration step the language is chosen in the top bar, its only chooser, there too
// before the app has loaded (the server's markup, or the step painted by the page's first script).
const LOCATION = { pathname: '/account/heloc/register-v2', search: '' };
const oneLanguage = () => {
  const org = buildOrg();
  return { ...org, orgMetaData: { ...org.orgMetaData, languages: ['en' as const] } };
};

afterEach(() => {
  setLanguage('en', { remember: false });
  window.localStorage.clear();
  document.cookie = 'heloc_language=; path=/; max-age=0';
  document.getElementById('org-data')?.remove();
  document.body.replaceChildren();
});

describe("the first step's language chooser before the app has loaded", () => {
  it('is the top bar’s, once, naming the other language in that language', () => {
    const { unmount } = render(<FirstScreen org={buildOrg()} kind="v2" location={LOCATION} isSignedIn={false} />);
    const bar = within(screen.getByRole('banner'));
    expect(screen.getAllByRole('button', { name: 'Español' })).toHaveLength(1);
    expect(bar.getByRole('button', { name: 'Español' }).querySelector('[lang="es"]')).toHaveTextContent('Español');
    unmount();

    render(
      <FirstScreen
        org={buildOrg()}
        kind="original"
        location={LOCATION}
        isSignedIn={false}
        words={sayIn('es', firstStepSpanish)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Comencemos con su propiedad' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Español' })).toBeNull();
  });

  it('is not there when the organisation offers one language', () => {
    render(<FirstScreen org={oneLanguage()} kind="v2" location={LOCATION} isSignedIn={false} />);
    expect(screen.getByRole('heading', { level: 1, name: "Let's start with your property" })).toBeInTheDocument();
    expect(screen.queryByTestId('language-chooser')).toBeNull();
  });

  it('is left for the server to hide in markup rendered before the organisation is known', () => {
    const markup = renderToStaticMarkup(
      <FirstScreen
        org={buildOrg()}
        kind="v2"
        location={LOCATION}
        isSignedIn={false}
        chooserHiddenToken="{{languageChooserHidden}}"
      />,
    );
    expect(markup).toContain('<div class="language-chooser" data-hidden="{{languageChooserHidden}}">');
  });

  it('in the server’s markup, keeps the language chosen for the app to start in, until the app has taken over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <FirstScreen org={buildOrg()} kind="v2" location={LOCATION} isSignedIn={false} />,
    );
    document.body.append(container);
    holdServerRenderedSubmit(container);
    const user = userEvent.setup();

    await user.click(within(container).getByRole('button', { name: 'Español' }));
    expect(getLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('heloc_language=es');

    // The app's own chooser answers once it has replaced the markup.
    setLanguage('en', { remember: false });
    const appBar = document.createElement('div');
    appBar.innerHTML = '<button type="button" data-language-choice="es">Español</button>';
    container.replaceChildren(appBar);
    await user.click(within(container).getByRole('button', { name: 'Español' }));
    expect(getLanguage()).toBe('en');
  });

  it('painted by the page’s first script, keeps the choice and repaints the step in it', async () => {
    const data = document.createElement('script');
    data.id = 'org-data';
    data.type = 'application/json';
    data.textContent = JSON.stringify(buildOrg());
    document.head.append(data);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      showFirstScreen(container, 'v2');
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(getLanguage()).toBe('es');
    expect(document.cookie).toContain('heloc_language=es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comencemos con su propiedad' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
