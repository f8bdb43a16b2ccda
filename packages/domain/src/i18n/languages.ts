/**
 * The languages the product speaks (docs/i18n.md): English, the spec's own texts, and Spanish. An organisation
 * offers some of them (orgMetaData.languages); a person's choice is kept in the browser and on their profile.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats money, numbers and dates with: US English, and Spanish as written in the US. */
export const INTL_LOCALE_OF: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, as the language chooser shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'es-MX' → 'es'; anything not spoken here → undefined. */
export const languageOfTag = (tag: string | null | undefined): Language | undefined => {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
};

/**
 * The language to serve for an `Accept-Language` header (RFC 9110 §12.5.4): the offered language with the highest
 * quality, the header's order breaking ties; the first offered language when none matches.
 */
export const negotiateLanguage = (
  header: string | null | undefined,
  offered: readonly Language[] = LANGUAGES,
): Language => {
  const fallback = offered[0] ?? DEFAULT_LANGUAGE;
  if (!header) return fallback;
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    const language = languageOfTag(tag);
    if (!language || !offered.includes(language) || !(quality > 0)) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? fallback;
};
