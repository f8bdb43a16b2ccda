import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedFirstScreen } from './prerendered-first-screen';

// The app takes the server's first step over in one swap (start-app.tsx): whoever was on a link or button around the
// step stays on the app's same one.

const SERVER_FRAME =
  '<div class="app-shell"><a class="skip-link" href="#main">Skip to main content</a>' +
  '<main><form data-first-step-preview><input name="street"></form></main>' +
  '<footer><a href="/terms">Terms of Service</a><a href="/privacy">Privacy Policy</a></footer>' +
  '<div class="chat-widget"><button type="button" class="chat-launcher">Chat with us</button></div></div>';
const APP_FRAME = SERVER_FRAME.replace(' data-first-step-preview', '');

const serverPage = () => {
  const container = document.createElement('div');
  container.innerHTML = SERVER_FRAME;
  document.body.append(container);
  const handle = prerenderedFirstScreen(container)!;
  handle.appHost.innerHTML = APP_FRAME;
  return { container, handle };
};

afterEach(() => document.body.replaceChildren());

describe("the app's takeover of the server's first step", () => {
  it('keeps focus on the same footer link, now the app’s', () => {
    const { container, handle } = serverPage();
    container.querySelector<HTMLElement>('a[href="/privacy"]')!.focus();
    handle.reveal();
    expect(document.activeElement).toBe(handle.appHost.querySelector('a[href="/privacy"]'));
    expect(container.querySelectorAll('a[href="/privacy"]')).toHaveLength(1);
  });

  it('keeps focus on the chat launcher, now the app’s', () => {
    const { container, handle } = serverPage();
    container.querySelector<HTMLElement>('.chat-launcher')!.focus();
    handle.reveal();
    expect(document.activeElement).toBe(handle.appHost.querySelector('.chat-launcher'));
  });

  it("leaves a field of the step to the step's own takeover", () => {
    const { container, handle } = serverPage();
    container.querySelector<HTMLElement>('input')!.focus();
    handle.reveal();
    expect(document.activeElement).toBe(document.body);
  });

  it('is none without the step in the page', () => {
    const empty = document.createElement('div');
    empty.innerHTML = '<div class="app-shell"><main></main></div>';
    expect(prerenderedFirstScreen(empty)).toBeNull();
  });
});
