import type { Catalogue } from '../../../lib/i18n';
import type { modalsMessages } from './modals.messages';

const es: Catalogue<typeof modalsMessages> = {
  accountExistsTitle: 'Ya tiene una cuenta',
  accountExistsMessage:
    'Ya existe una cuenta con este correo electrónico. Inicie sesión para continuar con su solicitud.',
  login: 'Iniciar sesión',
  activeApplicationTitle: 'Ya tiene una solicitud',
  completedWait:
    'Recientemente abrió una HELOC con nosotros. Puede iniciar una nueva solicitud {days} días después de la apertura de su última cuenta.',
  inquiryApplication:
    'Tiene una solicitud de consulta en curso. Comuníquese con su oficial de préstamos para continuarla.',
  activeApplication: 'Ya tiene una solicitud en curso. Continúe donde la dejó.',
  applyAgainFrom: 'Puede volver a presentar una solicitud a partir del {date}.',
  continue: 'Continuar',
  hawaiiTitle: 'Propiedades en Hawái',
  partnerLender: 'Presentar la solicitud con nuestro prestamista asociado',
  changeAddress: 'Cambiar la dirección',
  newYorkTitle: 'Propiedades en Nueva York',
  toNewYorkSite: 'Las solicitudes de propiedades ubicadas en Nueva York se tramitan en nuestro sitio de Nueva York.',
  toOtherSite:
    'Este sitio solo tramita propiedades ubicadas en Nueva York. Presente su solicitud en nuestro sitio principal.',
  goToNewYorkSite: 'Ir al sitio de Nueva York',
  goToMainSite: 'Ir al sitio principal',
  processingTitle: 'Estamos preparando su solicitud',
  processingAccount: 'Creando su cuenta…',
  processingCredit: 'Verificando su crédito con una consulta blanda (esto no afecta su puntaje)…',
  processingProperty: 'Ubicando su propiedad…',
  processingValue: 'Calculando el valor de su propiedad…',
  processingEligibility: 'Verificando si cumple los requisitos…',
  processingOffers: 'Preparando sus ofertas…',
  processingQuote: 'Finalizando su cotización…',
};
export default es;
