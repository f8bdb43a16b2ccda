import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/documents.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.documents.kind.APPLICATION_SUMMARY': 'Resumen de la solicitud',
  'domain.documents.kind.INCOME_DOCUMENT': 'Documento de ingresos',
  'domain.documents.kind.GOVERNMENT_ID': 'Identificación oficial',
  'domain.documents.kind.LIEN_PAYOFF_PROOF': 'Comprobante de liquidación del gravamen',
  'domain.documents.kind.PAYOFF_LETTER': 'Carta de liquidación',
  'domain.documents.kind.CONDITION_DOCUMENT': 'Documento solicitado',
  'domain.documents.kind.INSURANCE_PROOF': 'Comprobante de seguro',
  'domain.documents.kind.CLOSING_DISCLOSURE': 'Divulgación de cierre',
  'domain.documents.kind.SIGNED_DOCUMENT': 'Documento firmado',
  'domain.documents.kind.ADVERSE_ACTION_NOTICE': 'Aviso de acción adversa',
  'domain.documents.kind.REVIEW_DOCUMENT': 'Documento para el suscriptor',
  'domain.documents.kind.ASSET_STATEMENT': 'Estado de cuenta de activos',
  'domain.documents.kind.NOTARY_DISCLOSURE': 'Divulgación notarial',
  'domain.documents.kind.NOTARIAL_CERTIFICATE': 'Certificado notarial',
  'domain.documents.kind.DRAW_DISCLOSURE': 'Divulgación del retiro',
};
export default es;
