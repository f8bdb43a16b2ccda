import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/income-verification.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.income.documentType.PAYSTUB': 'Talón de pago',
  'domain.income.documentType.W2': 'W-2',
  'domain.income.documentType.FORM_1099': '1099',
  'domain.income.documentType.TAX_RETURN': 'Declaración de impuestos',
  'domain.income.documentType.AWARD_LETTER': 'Carta de concesión de beneficios',
  'domain.income.documentType.BANK_STATEMENT': 'Estado de cuenta bancario',
  'domain.income.method.PAYROLL_LINK': 'Vincular su cuenta de nómina',
  'domain.income.method.BANK_LINK': 'Vincular su cuenta bancaria',
  'domain.income.method.DOCUMENT_UPLOAD': 'Subir documentos',
  'domain.income.method.EMPLOYER_VERIFICATION': 'Que contactemos a su empleador',
};
export default es;
