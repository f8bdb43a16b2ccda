import {
  ACCOUNT_NUMBER_MIN_DIGITS,
  AGE_RESTRICTED_MINIMUM_AGE,
  ALABAMA_MINIMUM_AGE,
  FUNDING_PROMISE_BUSINESS_DAYS,
  getApplicationProgressSteps,
  LINE_DRAW_PERIOD_YEARS,
  LOAN_FACTS,
  MAX_ADVERSE_ACTION_REASONS,
  MIN_ADDITIONAL_DRAW_DOLLARS,
  MINIMUM_AGE,
  RESCISSION_BUSINESS_DAYS,
  REVIEW_BUSINESS_DAYS,
  SIGNER_INVITATION_TTL_HOURS,
} from '@heloc/domain';
import { MAX_LENGTH } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { articleTextsIn, DEFAULT_ARTICLE_SOURCES, defaultArticlesIn } from './index';

/*
 * An answer never contradicts the product (docs/product/chat.md §3): every figure a default article states is one of
 * the domain's constants (or, where the product states it only in its copy, the figure its section names), in
 * English and in Spanish alike.
 */

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

const FIGURES = new Set<string>([
  dollars(LOAN_FACTS.minLoanAmountDollars),
  dollars(LOAN_FACTS.maxLoanAmountDollars),
  percent(LOAN_FACTS.minAprFraction),
  percent(LOAN_FACTS.maxAprFraction),
  percent(LOAN_FACTS.maxOriginationFeeFraction),
  dollars(LOAN_FACTS.valuationFeeDollars),
  dollars(LOAN_FACTS.manualNotaryFeeDollars),
  dollars(LOAN_FACTS.minRecordingFeeDollars),
  dollars(LOAN_FACTS.maxRecordingFeeDollars),
  dollars(LOAN_FACTS.maxRecordingTaxDollarsPer100k),
  dollars(100_000), // the recording tax's "per $100,000"
  dollars(MIN_ADDITIONAL_DRAW_DOLLARS),
  String(LINE_DRAW_PERIOD_YEARS),
  String(RESCISSION_BUSINESS_DAYS),
  String(FUNDING_PROMISE_BUSINESS_DAYS),
  String(REVIEW_BUSINESS_DAYS),
  String(MAX_ADVERSE_ACTION_REASONS),
  String(SIGNER_INVITATION_TTL_HOURS),
  String(MINIMUM_AGE),
  String(ALABAMA_MINIMUM_AGE),
  String(AGE_RESTRICTED_MINIMUM_AGE),
  String(ACCOUNT_NUMBER_MIN_DIGITS), // an account shows its last 4 digits (docs/product/application-area.md §5.2)
  String(getApplicationProgressSteps(false).length),
  // Stated in the product's copy only: docs/product/widgets-and-calculations.md §1.
  '256',
  '90',
]);

/** The figures of a text: amounts, percentages and counts (a form's name such as W-2 is not a figure). */
const figuresOf = (text: string): string[] => text.match(/(?<![A-Za-z]-|[\w.])\$?\d+(?:,\d{3})*(?:\.\d+)?%?/g) ?? [];

describe('the default articles', () => {
  it.each(DEFAULT_ARTICLE_SOURCES.map((a) => [a.slug, a] as const))(
    '%s states only the domain’s figures, the same in both languages',
    (_slug, article) => {
      const english = figuresOf(articleTextsIn('en')[article.slug].body);
      for (const figure of english) expect(FIGURES, `${figure} in ${article.slug}`).toContain(figure);
      expect(figuresOf(articleTextsIn('es')[article.slug].body).sort()).toEqual([...english].sort());
    },
  );

  it('cite where the product says it, and fit the console’s fields', () => {
    for (const language of ['en', 'es'] as const)
      for (const article of defaultArticlesIn(language)) {
        expect(article.title.length).toBeLessThanOrEqual(MAX_LENGTH.shortText);
        expect(article.keywords.length).toBeLessThanOrEqual(MAX_LENGTH.freeText);
        expect(article.body.length).toBeLessThanOrEqual(4000);
      }
    for (const article of DEFAULT_ARTICLE_SOURCES) expect(article.source).toMatch(/docs\/|apps\/server\/src\//);
  });

  it('catches a figure the product does not state', () => {
    expect(figuresOf('An origination fee of up to 5.99%, $250 to open, W-2 and 3 days.')).toEqual([
      '5.99%',
      '$250',
      '3',
    ]);
  });
});
