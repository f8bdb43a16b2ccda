import { startAppServer } from './lib/app-server.mjs';
import { applicationAtOffers, offersPagePath } from './lib/api.mjs';
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const server = await startAppServer();
try {
  const { token, uuid } = await applicationAtOffers(server.baseUrl);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (let round = 0; round < 2; round++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/healthz`);
  await page.evaluate(([t]) => localStorage.setItem('heloc.jwt', t), [token]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${server.baseUrl}${offersPagePath(uuid)}`);
  await page.getByRole('heading', { name: /choose your offer/i }).waitFor();
  const t1 = Date.now();
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const lcp = await page.evaluate(() => new Promise(r => new PerformanceObserver(l => { const e = l.getEntries().at(-1); r({t: e.startTime, el: e.element?.outerHTML?.slice(0,200)}); }).observe({ type: 'largest-contentful-paint', buffered: true })));
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  console.log('round', round, 'heading after', t1 - t0, 'ms; fcp', fcp, 'lcp', lcp);
  writeFileSync(`/tmp/prof/offers-${round}.cpuprofile`, JSON.stringify(profile));
  // self time by url and by function
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; 
  for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//,'')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); }
  const byUrl = new Map();
  for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const key = n.callFrame.url.replace(/^.*\//,'') || n.callFrame.functionName; byUrl.set(key, (byUrl.get(key) ?? 0) + (dt[i] ?? 0)); }
  console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${(v/1000).toFixed(0)}ms ${k}`).join('\n'));
  console.log('--');
  console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${(v/1000).toFixed(0)}ms ${k}`).join('\n'));
  await context.close();
  }
  await browser.close();
} finally { await server.stop(); }
