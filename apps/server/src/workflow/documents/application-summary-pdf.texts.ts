import {
  EMPLOYMENT_TYPE_LABELS,
  type Language,
  MARITAL_STATUS_LABELS,
  OCCUPANCY_TYPE_LABELS,
  OFFER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOFF_PREFERENCE_LABELS,
} from '@heloc/domain';

/*
 * The application summary's words per language (docs/i18n.md): English as it always read (the domain's labels and
 * the summary's own), and Spanish. One entry per key in each language, so a missing translation fails the type check.
 */
export interface SummaryTexts {
  title: string;
  subject: (loan: string | null) => string;
  footer: (lender: string, nmls: string | null, loan: string | null) => string;
  lead: (lender: string, loan: string | null, date: string) => string;
  notCommitment: string;
  applicant: string;
  name: string;
  email: string;
  phone: string;
  mailingAddress: string;
  sameAsProperty: string;
  maritalStatus: string;
  notGiven: string;
  property: string;
  address: string;
  occupancy: string;
  income: string;
  employment: string;
  annualIncome: string;
  otherAnnualIncome: string;
  yourOffer: string;
  offer: string;
  noOffer: string;
  productLabel: string;
  product: (term: number, type: string) => string;
  cashDraw: string;
  originationFee: string;
  ofTheDraw: (percent: string) => string;
  lineAmount: string;
  apr: string;
  term: string;
  termValue: (years: number) => string;
  monthlyPayment: string;
  existingLiens: string;
  payments: string;
  demographics: string;
  ethnicity: string;
  race: string;
  sex: string;
  demographicInformation: string;
  esign: string;
  consentVersion: string;
  agreedOn: string;
  employmentTypes: Record<keyof typeof EMPLOYMENT_TYPE_LABELS, string>;
  maritalStatuses: Record<keyof typeof MARITAL_STATUS_LABELS, string>;
  occupancies: Record<keyof typeof OCCUPANCY_TYPE_LABELS, string>;
  offerTypes: Record<keyof typeof OFFER_TYPE_LABELS, string>;
  paymentMethods: Record<keyof typeof PAYMENT_METHOD_LABELS, string>;
  payoffPreferences: Record<keyof typeof PAYOFF_PREFERENCE_LABELS, string>;
}

const en: SummaryTexts = {
  title: 'Home equity line of credit: application summary',
  subject: (loan) => `Application summary${loan ? `, loan ${loan}` : ''}`,
  footer: (lender, nmls, loan) => `${lender}${nmls ? `, NMLS ${nmls}` : ''}. Loan ${loan ?? 'not yet numbered'}.`,
  lead: (lender, loan, date) => `${lender}. Loan number ${loan ?? 'not yet assigned'}. Prepared ${date}.`,
  notCommitment:
    'This is your record of the information you gave us and the offer you chose. It is not a commitment to lend: ' +
    'we still verify your income, identity and the liens on your property, and the terms are final only in your ' +
    'closing documents.',
  applicant: 'Applicant',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  mailingAddress: 'Mailing address',
  sameAsProperty: 'Same as the property',
  maritalStatus: 'Marital status',
  notGiven: 'Not given',
  property: 'Property',
  address: 'Address',
  occupancy: 'Occupancy',
  income: 'Income and employment (as you stated them)',
  employment: 'Employment',
  annualIncome: 'Annual income',
  otherAnnualIncome: 'Other annual income',
  yourOffer: 'Your offer',
  offer: 'Offer',
  noOffer: 'No offer confirmed',
  productLabel: 'Product',
  product: (term, type) => `${term}-year ${type.toLowerCase()} home equity line`,
  cashDraw: 'Cash draw',
  originationFee: 'Origination fee',
  ofTheDraw: (percent) => `${percent} of the draw`,
  lineAmount: 'Line amount (total draw)',
  apr: 'Annual percentage rate',
  term: 'Term',
  termValue: (years) => `${years} years (${years * 12} monthly payments)`,
  monthlyPayment: 'Estimated monthly payment',
  existingLiens: 'Existing liens',
  payments: 'Payments',
  demographics: 'Demographic information (Regulation C)',
  ethnicity: 'Ethnicity',
  race: 'Race',
  sex: 'Sex',
  demographicInformation: 'Demographic information',
  esign: 'Consent to electronic records (E-SIGN Act)',
  consentVersion: 'Consent version',
  agreedOn: 'Agreed on',
  employmentTypes: EMPLOYMENT_TYPE_LABELS,
  maritalStatuses: MARITAL_STATUS_LABELS,
  occupancies: OCCUPANCY_TYPE_LABELS,
  offerTypes: OFFER_TYPE_LABELS,
  paymentMethods: PAYMENT_METHOD_LABELS,
  payoffPreferences: PAYOFF_PREFERENCE_LABELS,
};

const es: SummaryTexts = {
  title: 'Línea de crédito con garantía hipotecaria: resumen de la solicitud',
  subject: (loan) => `Resumen de la solicitud${loan ? `, préstamo ${loan}` : ''}`,
  footer: (lender, nmls, loan) => `${lender}${nmls ? `, NMLS ${nmls}` : ''}. Préstamo ${loan ?? 'aún sin número'}.`,
  lead: (lender, loan, date) => `${lender}. Número de préstamo ${loan ?? 'aún sin asignar'}. Preparado el ${date}.`,
  notCommitment:
    'Este es su registro de la información que nos dio y de la oferta que eligió. No es un compromiso de préstamo: ' +
    'aún verificamos sus ingresos, su identidad y los gravámenes sobre su propiedad, y los términos son definitivos ' +
    'solo en sus documentos de cierre.',
  applicant: 'Solicitante',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  mailingAddress: 'Dirección postal',
  sameAsProperty: 'La misma que la propiedad',
  maritalStatus: 'Estado civil',
  notGiven: 'No indicado',
  property: 'Propiedad',
  address: 'Dirección',
  occupancy: 'Uso',
  income: 'Ingresos y empleo (según lo que usted indicó)',
  employment: 'Empleo',
  annualIncome: 'Ingresos anuales',
  otherAnnualIncome: 'Otros ingresos anuales',
  yourOffer: 'Su oferta',
  offer: 'Oferta',
  noOffer: 'Ninguna oferta confirmada',
  productLabel: 'Producto',
  product: (term, type) => `Línea con garantía hipotecaria a ${term} años, ${type.toLowerCase()}`,
  cashDraw: 'Retiro en efectivo',
  originationFee: 'Comisión de originación',
  ofTheDraw: (percent) => `${percent} del retiro`,
  lineAmount: 'Monto de la línea (retiro total)',
  apr: 'Tasa de porcentaje anual',
  term: 'Plazo',
  termValue: (years) => `${years} años (${years * 12} pagos mensuales)`,
  monthlyPayment: 'Pago mensual estimado',
  existingLiens: 'Gravámenes existentes',
  payments: 'Pagos',
  demographics: 'Información demográfica (Regulación C)',
  ethnicity: 'Origen étnico',
  race: 'Raza',
  sex: 'Sexo',
  demographicInformation: 'Información demográfica',
  esign: 'Consentimiento para registros electrónicos (Ley E-SIGN)',
  consentVersion: 'Versión del consentimiento',
  agreedOn: 'Aceptado el',
  employmentTypes: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    SELF_EMPLOYED: 'Trabajador independiente',
    RETIRED: 'Jubilado',
    UNEMPLOYED: 'Desempleado',
    ALIMONY: 'Pensión alimenticia al cónyuge',
    CHILD_SUPPORT: 'Manutención de hijos',
    SEPARATE_MAINTENANCE_PAYMENTS: 'Pagos de manutención por separación',
    PUBLIC_ASSISTANCE_PROGRAM: 'Programa de asistencia pública',
  },
  maritalStatuses: { MARRIED: 'Casado(a)', SEPARATED: 'Separado(a)', UNMARRIED: 'No casado(a)' },
  occupancies: { HOME: 'Residencia principal', SECONDARY: 'Segunda vivienda', INVESTMENT: 'Propiedad de inversión' },
  offerTypes: { FIXED: 'Tasa fija', VARIABLE: 'Tasa variable', UNKNOWN: 'Tipo de tasa sin definir' },
  paymentMethods: { AUTOPAY: 'Pagos automáticos', MANUAL: 'Pagos manuales' },
  payoffPreferences: {
    PRESERVE: 'Mantener los gravámenes existentes',
    DEDUCT: 'Liquidar los gravámenes marcados con la línea y luego retirar efectivo',
    MAXIMIZE: 'Liquidar los gravámenes marcados y retirar el resto de la línea en efectivo',
  },
};

export const SUMMARY_TEXTS: Readonly<Record<Language, SummaryTexts>> = { en, es };
