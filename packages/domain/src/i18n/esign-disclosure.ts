import { esignDisclosure, type EsignDisclosure, type EsignDisclosureParties } from '../enums/application-details';
import type { Language } from './languages';

/*
 * The E-SIGN disclosure in Spanish (docs/i18n.md "What stays English"): a document rather than a message, in a module of
 * its own, apart from the domain's Spanish catalogue, so the screen that shows the consent does not bring the whole
 * catalogue with it.
 */

/**
 * enums/application-details.ts esignDisclosure: the E-SIGN consent in Spanish, the same parts in the same order with
 * the same parties. It is our translation: the English governs and is shown beside it, under
 * ESIGN_TRANSLATION_NOTE_TEXT (docs/decisions.md "Languages"). Change it with the English.
 */
export const spanishEsignDisclosure = ({
  companyName,
  supportEmail,
  supportPhone,
}: EsignDisclosureParties): EsignDisclosure => ({
  title: 'Consentimiento para registros y divulgaciones electrónicos',
  sections: [
    {
      heading: 'Lo que usted acepta',
      text:
        `Usted acepta que ${companyName} le entregue en forma electrónica las divulgaciones, los avisos, el resumen ` +
        'de la solicitud, el contrato del préstamo y otros registros de esta línea de crédito con garantía ' +
        'hipotecaria, y que usted pueda firmarlos en forma electrónica. Su consentimiento abarca esta solicitud y la ' +
        'línea de crédito que pueda resultar de ella.',
    },
    {
      heading: 'Su derecho a recibir copias en papel',
      text:
        'Puede pedir una copia en papel de cualquier registro en cualquier momento, sin costo, escribiendo a ' +
        `${supportEmail} o llamando al ${supportPhone}. Pedir una copia en papel no retira su consentimiento.`,
    },
    {
      heading: 'Su derecho a retirar su consentimiento',
      text:
        `Puede retirar su consentimiento en cualquier momento, sin costo, escribiendo a ${supportEmail} o llamando ` +
        `al ${supportPhone}. En ese caso, le enviaremos los registros siguientes en papel por correo postal, lo que ` +
        'puede retrasar su solicitud. Retirar su consentimiento no afecta los registros que ya se le entregaron en ' +
        'forma electrónica.',
    },
    {
      heading: 'Mantenga sus datos al día',
      text:
        'Mantenga actualizados su correo electrónico y su dirección postal en el paso de contacto de su solicitud o ' +
        'escribiéndonos.',
    },
    {
      heading: 'Lo que necesita',
      text:
        'Un dispositivo con una versión actual de Chrome, Edge, Firefox o Safari, una cuenta de correo electrónico, ' +
        'un programa que abra archivos PDF y suficiente espacio de almacenamiento o una impresora para guardar ' +
        'copias. Si estos requisitos cambian de una forma que pudiera impedirle abrir sus registros, se lo ' +
        'informaremos y podrá retirar su consentimiento sin cargo.',
    },
  ],
  agreement:
    'He leído este consentimiento, puedo abrir archivos PDF en este dispositivo y acepto recibir mis registros y ' +
    'divulgaciones en forma electrónica.',
});

/** The E-SIGN disclosure a reader of `language` is shown: the spec's English, or its Spanish translation. */
export const localizedEsignDisclosure = (parties: EsignDisclosureParties, language: Language): EsignDisclosure =>
  language === 'es' ? spanishEsignDisclosure(parties) : esignDisclosure(parties);
