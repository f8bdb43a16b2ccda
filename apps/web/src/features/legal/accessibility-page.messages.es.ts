import type { Catalogue } from '../../lib/i18n';
import type { accessibilityMessages } from './accessibility-page.messages';

const es: Catalogue<typeof accessibilityMessages> = {
  title: 'Accesibilidad',
  lead: '{company} quiere que todas las personas puedan solicitar y administrar una línea de crédito sobre el valor líquido de su vivienda en línea, incluidas las que usan un lector de pantalla, el teclado, el control por voz o la ampliación de pantalla.',
  standardTitle: 'Nuestro estándar',
  standard:
    'Creamos este sitio para cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, en inglés y en español.',
  testingTitle: 'Cómo lo comprobamos',
  testingAxe: 'Cada recorrido automatizado por el sitio se revisa con un analizador de accesibilidad (axe).',
  testingKeyboard:
    'En nuestras pruebas, el registro y la lectura y firma de los documentos de cierre se completan solo con el teclado.',
  testingFocus:
    'Cuando pasa a una pantalla nueva, el foco se mueve a su título, para que quienes usan un lector de pantalla sepan dónde están.',
  testingLanguages:
    'Cada pantalla se revisa con textos más largos y con acentos, para que los textos en español quepan y nada quede sin traducir.',
  exceptionsTitle: 'Limitaciones conocidas',
  exceptionPdf:
    'Los documentos que se muestran dentro de la página son imágenes de cada página, y el texto de la página se entrega a los lectores de pantalla como un solo bloque. Si le resulta difícil seguirlo, descargue el documento y ábralo en su propio lector.',
  exceptionClosing:
    'Los documentos de cierre con validez legal (el contrato del HELOC, la escritura de fideicomiso, el aviso del derecho de cancelación y la divulgación de cierre) están disponibles solo en inglés.',
  contactTitle: 'Infórmenos sobre una barrera',
  contact:
    'Si algo en este sitio le resulta difícil de usar, o necesita un documento en otro formato, llámenos al <tel>{phone}</tel> o escríbanos a <mail>{email}</mail>. Le ayudaremos a terminar lo que estaba haciendo.',
  contactPhoneOnly:
    'Si algo en este sitio le resulta difícil de usar, o necesita un documento en otro formato, llámenos al <tel>{phone}</tel>. Le ayudaremos a terminar lo que estaba haciendo.',
  hours: 'Horario de atención: {hours}',
};
export default es;
