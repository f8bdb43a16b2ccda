// Figure 12: the chatbot (docs/product/chat.md §3). Its answers: the evaluation set of
// apps/server/src/modules/knowledge/evaluation/ against the default articles, per language, the tuning questions and
// the four held-out lists apart (right article first for those an article answers, no article for those none does). Its
// time: one server node built from the sources in the bench's process, on its embedded PGlite database, with 100 chats
// (`BENCH_CHATBOT_CHATS`) started through the widget's call in chatbot mode, half in English and half in Spanish, each
// socket open; every chat asks a question of the evaluation set every 10 s (`BENCH_CHATBOT_INTERVAL_MS`; the soak's
// chats write at that pace), the chats' phases spread over the interval, three rounds (`BENCH_CHATBOT_ROUNDS`),
// whatever the answers take. Each answer is timed from the send to the chatbot's reply on the chat's socket (the
// question stored and acknowledged first, the reply stored and announced).
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadServerCode } from '../lib/server-code.mjs';
import { atLeast, atMost, compared, ms, percentile, round, verdict } from '../lib/format.mjs';

const CHATS = Number(process.env.BENCH_CHATBOT_CHATS ?? 100);
const ROUNDS = Number(process.env.BENCH_CHATBOT_ROUNDS ?? 3);
const INTERVAL_MS = Number(process.env.BENCH_CHATBOT_INTERVAL_MS ?? 10_000);
const P99_TARGET = atMost(50, '50 ms');
const RIGHT_TARGET = atLeast(90, '90%');
const DECLINED_TARGET = atLeast(95, '95%');

const loadCode = () =>
  loadServerCode('chatbot', [
    "export { buildApp } from './apps/server/src/app';",
    "export { loadConfig } from './apps/server/src/platform/config/config';",
    "export { CHAT_SOCKET_PATH } from './packages/domain/src/contracts/chat-stream';",
    "export { startChat } from './apps/server/test/chat-start';",
    "export { EVALUATION_SETS, evaluateDefaults } from './apps/server/src/modules/knowledge/evaluation/evaluate-defaults';",
    "export { percentOf } from './apps/server/src/modules/knowledge/evaluation/evaluate';",
    "export { indexArticles } from './apps/server/src/modules/knowledge/rank-articles';",
    "export { defaultArticlesIn } from './apps/server/src/modules/knowledge/default-articles/index';",
  ]);

const runChatters = (workerData) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/chatbot-clients.mjs', import.meta.url), { workerData });
    worker.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer.result)));
    worker.once('error', reject);
  });

const quality = (code) => {
  const parts = {};
  for (const language of ['en', 'es'])
    for (const part of ['tuning', 'heldOut', 'thirdHeldOut', 'fourthHeldOut', 'fifthHeldOut']) {
      const f = code.evaluateDefaults(language, part);
      parts[`${language}.${part}`] = {
        questions: f.answerable + f.unanswerable,
        rightPercent: compared(code.percentOf(f.right, f.answerable), RIGHT_TARGET),
        declinedPercent: compared(code.percentOf(f.declined, f.unanswerable), DECLINED_TARGET),
        misses: f.misses,
      };
    }
  return parts;
};

/** The ranking alone, in this process: each question of the set ranked against the default articles, five times. */
const rankingTime = (code) => {
  const times = [];
  for (const language of ['en', 'es']) {
    const articles = code.defaultArticlesIn(language).map((article) => ({ ...article, uuid: article.slug }));
    const index = code.indexArticles(articles, language);
    const { tuning, heldOut, thirdHeldOut, fourthHeldOut, fifthHeldOut } = code.EVALUATION_SETS[language];
    const questions = [...tuning, ...heldOut, ...thirdHeldOut, ...fourthHeldOut, ...fifthHeldOut];
    for (let round = 0; round < 5; round += 1)
      for (const { question } of questions) {
        const started = performance.now();
        index.best(question);
        times.push(performance.now() - started);
      }
  }
  times.sort((a, b) => a - b);
  return { rankingP50Ms: percentile(times, 50), rankingP99Ms: percentile(times, 99) };
};

const timing = async (code) => {
  const dataDir = path.join(os.tmpdir(), `heloc-bench-chatbot-${process.pid}`);
  const app = await code.buildApp({
    config: code.loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROCESSING_DELAY_MS: '0',
      SANDBOX_MODE: 'true',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    }),
  });
  try {
    await app.ready();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const chats = [];
    for (let i = 0; i < CHATS; i += 1) {
      const language = i % 2 === 0 ? 'en' : 'es';
      const res = await code.startChat(
        app,
        {
          chatMode: 'CHATBOT',
          modeOverride: 'CHATBOT',
          friendlyName: `Chatter ${i}`,
          emailAddress: `chatter${i}@example.com`,
        },
        { 'accept-language': language },
      );
      if (res.statusCode !== 200) throw new Error(`initWebChat answered ${res.statusCode}: ${res.body}`);
      const set = code.EVALUATION_SETS[language];
      chats.push({
        token: res.json().token,
        path: `${code.CHAT_SOCKET_PATH}?language=${language}`,
        questions: [...set.tuning, ...set.heldOut, ...set.thirdHeldOut, ...set.fourthHeldOut, ...set.fifthHeldOut].map(
          (q) => q.question,
        ),
      });
    }
    return await runChatters({ baseUrl, chats, rounds: ROUNDS, intervalMs: INTERVAL_MS });
  } finally {
    await app.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const percentLine = (parts, key) => {
  const p = parts[key];
  return `${key} ${p.rightPercent.value}% right / ${p.declinedPercent.value}% declined`;
};

export const measureChatbot = async () => {
  const code = await loadCode();
  const parts = quality(code);
  const ranking = rankingTime(code);
  const r = await timing(code);
  return {
    line:
      `answers (${Object.keys(parts)
        .map((key) => percentLine(parts, key))
        .join('; ')}; targets ≥ 90% right, ≥ 95% declined); ` +
      `${r.chats} chats asking every ${INTERVAL_MS / 1000} s, ${r.answers} answers: p50 ${ms(r.p50Ms)}, p99 ${verdict(r.p99Ms, P99_TARGET, ms(r.p99Ms))}; ` +
      `late ${r.late}, dropped ${r.dropped}; the ranking alone p50 ${round(ranking.rankingP50Ms, 2)} ms, p99 ${round(ranking.rankingP99Ms, 2)} ms`,
    data: { answers: parts, ...ranking, ...r, p99Ms: compared(r.p99Ms, P99_TARGET) },
  };
};
