import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of org/platform-links.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.platformLinks.accountSettings': 'Configuración de la cuenta',
  'domain.platformLinks.contact': 'Contáctenos',
  'domain.platformLinks.dashboard': 'Panel principal',
  'domain.platformLinks.marketplace': 'Marketplace',
  'domain.platformLinks.passport': 'Pasaporte',
  'domain.platformLinks.groupManager': 'Administrador de grupos',
  'domain.platformLinks.pay': 'Pagos',
  'domain.platformLinks.exchange': 'Intercambio',
  'domain.platformLinks.portfolioManager': 'Administrador de cartera',
};
export default es;
