import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/loan.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.loan.bankAccountType.CHECKING': 'Cuenta de cheques',
  'domain.loan.bankAccountType.SAVINGS': 'Cuenta de ahorros',
  'domain.loan.lienAction.KEEP': 'Mantener este préstamo',
  'domain.loan.lienAction.PAY_OFF': 'Liquidarlo con mi línea de crédito',
  'domain.loan.lienAction.ALREADY_PAID': 'Ya está liquidado',
};
export default es;
