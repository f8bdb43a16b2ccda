import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ELEMENT_ID, SCRIPTS_ASKED_PER_TASK, fetchAppCode, runAppCode, screenCodeGroup } from './app-code';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

const pageWith = (list: unknown) => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = APP_CODE_ELEMENT_ID;
  data.textContent = JSON.stringify(list);
  document.head.append(data);
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe("fetchAppCode: the app's scripts asked for after the first paint", () => {
  it('asks for each listed script once, in order, as modulepreload, a few per task', async () => {
    vi.useFakeTimers();
    const app = Array.from({ length: SCRIPTS_ASKED_PER_TASK + 2 }, (_, i) => `/assets/app-${i}.js`);
    pageWith({ app, application: ['/assets/layout.js', app[0]] });
    // One the page asked for already is not asked for again.
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/app-1.js';
    document.head.append(existing);

    const done = fetchAppCode(document, ['app', 'application']);
    // The first task asks for the first few only.
    expect(preloads()).toEqual(['/assets/app-1.js', '/assets/app-0.js', ...app.slice(2, SCRIPTS_ASKED_PER_TASK + 1)]);
    await vi.runAllTimersAsync();
    await done;
    expect(preloads()).toEqual(['/assets/app-1.js', '/assets/app-0.js', ...app.slice(2), '/assets/layout.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/layout.js"]');
    expect(link?.crossOrigin).toBe('');
  });

  it("asks for a screen's own scripts where the list has them, and for none of another screen's", async () => {
    pageWith({
      app: ['/assets/app.js'],
      [screenCodeGroup('conditions')]: ['/assets/conditions-page.js'],
      [screenCodeGroup('signing/sign')]: ['/assets/sign-page.js'],
    });
    await fetchAppCode(document, ['app', screenCodeGroup('conditions')]);
    expect(preloads()).toEqual(['/assets/app.js', '/assets/conditions-page.js']);
    await fetchAppCode(document, [screenCodeGroup('product/select')]);
    expect(preloads()).toEqual(['/assets/app.js', '/assets/conditions-page.js']);
  });

  it('fetches the listed stylesheets without applying them, in the CORS mode of the import that waits for them', async () => {
    pageWith({ app: ['/assets/app.js', '/assets/app.css', '/assets/step.css'] });
    // The step's own stylesheet, already in the page, is not asked for again.
    const linked = document.createElement('link');
    linked.rel = 'stylesheet';
    linked.href = '/assets/step.css';
    document.head.append(linked);

    await fetchAppCode(document, ['app']);
    expect(preloads()).toEqual(['/assets/app.js']);
    const styles = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(styles.map((link) => [link.getAttribute('href'), link.as, link.crossOrigin])).toEqual([
      ['/assets/app.css', 'style', ''],
    ]);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it("asks only for the groups named, and for nothing without the build's list or with a broken one", async () => {
    pageWith({ app: ['/assets/app.js'], application: ['/assets/layout.js'] });
    await fetchAppCode(document, ['app']);
    expect(preloads()).toEqual(['/assets/app.js']);

    document.head.innerHTML = '';
    await fetchAppCode(document, ['app', 'application']);
    expect(preloads()).toEqual([]);
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = APP_CODE_ELEMENT_ID;
    broken.textContent = '{not json';
    document.head.append(broken);
    await fetchAppCode(document, ['app']);
    expect(preloads()).toEqual([]);
  });
});

describe("runAppCode: the app's scripts run one per task", () => {
  it('runs no stylesheet of the list as a script', async () => {
    pageWith({ app: ['/assets/app.css'] });
    await expect(runAppCode(document, ['app'])).resolves.toBeUndefined();
  });
});
