import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_OF, languageOfTag, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['en;q=0.2,es;q=0.7', 'es'],
    ['es;q=0', 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('only answers a language the organisation offers', () => {
    expect(negotiateLanguage('es-MX', ['en'])).toBe('en');
  });
});

describe('languages', () => {
  it('reads the primary subtag', () => {
    expect(languageOfTag('ES_us')).toBe('es');
    expect(languageOfTag('pt-BR')).toBeUndefined();
  });

  it('formats Spanish as written in the United States', () => {
    expect(INTL_LOCALE_OF).toEqual({ en: 'en-US', es: 'es-US' });
  });
});
