/**
 * The Spanish of a domain module's messages, by message id (docs/i18n.md): `<module>.es.ts` beside the module that
 * defines them. Every id has its Spanish and every Spanish its id: the completeness test
 * (apps/web/src/app/i18n/catalogue.test.ts) checks both, and the ICU arguments of each pair.
 */
export type SpanishCatalogue = Readonly<Record<string, string>>;
