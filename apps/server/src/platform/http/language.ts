import { LANGUAGES, type Language, languageOfTag, negotiateLanguage } from '@heloc/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request reads in (docs/i18n.md): its `Accept-Language` negotiated among the languages offered
 * (every language the product speaks unless an organisation's list is given); English when it asks for none.
 */
export const languageOfRequest = (
  request: Pick<FastifyRequest, 'headers'>,
  offered: readonly Language[] = LANGUAGES,
): Language => negotiateLanguage(headerOf(request.headers['accept-language']), offered);

/**
 * The language a request explicitly asks for, or undefined when its `Accept-Language` names none of the offered
 * ones: what is remembered on a profile is a language the person's browser asked for, never a fallback.
 */
export const requestedLanguage = (
  header: string | string[] | undefined,
  offered: readonly Language[] = LANGUAGES,
): Language | undefined => {
  const value = headerOf(header);
  if (!value) return undefined;
  const asked = value.split(',').some((part) => {
    const language = languageOfTag(part.split(';')[0]);
    return language !== undefined && offered.includes(language);
  });
  return asked ? negotiateLanguage(value, offered) : undefined;
};

const headerOf = (header: string | string[] | undefined): string | undefined =>
  Array.isArray(header) ? header.join(',') : header;
