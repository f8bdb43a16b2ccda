import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { defaultArticlesIn } from '../default-articles/index';
import { indexArticles, RANKING } from '../rank-articles';
import { evaluateQuestions, percentOf } from './evaluate';
import { EVALUATION_SETS } from './evaluate-defaults';
it('tunes', () => {
  const variants: Record<string, unknown>[] = JSON.parse(process.env.VARIANTS ?? '[{}]');
  const out: string[] = [];
  for (const variant of variants) {
    const settings = { ...RANKING, ...variant };
    const line: string[] = [JSON.stringify(variant)];
    for (const l of ['en', 'es'] as const) {
      const articles = defaultArticlesIn(l).map((a) => ({ ...a, uuid: a.slug.replace(/-es$/, '') }));
      const index = indexArticles(articles, l, settings);
      for (const p of ['tuning', 'heldOut'] as const) {
        const f = evaluateQuestions(EVALUATION_SETS[l][p], (q) => index.best(q)?.article.uuid ?? null);
        line.push(`${l}.${p} ${percentOf(f.right, f.answerable)}/${percentOf(f.declined, f.unanswerable)}`);
        if (p === 'tuning' && process.env.MISSES) for (const m of f.misses) out.push(`   ${JSON.stringify(m)}`);
      }
    }
    out.unshift(line.join('  '));
  }
  writeFileSync('/tmp/tune.txt', out.join('\n'));
});
