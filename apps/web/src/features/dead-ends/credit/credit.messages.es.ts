import type { Catalogue } from '../../../lib/i18n';
import type { creditMessages } from './credit.messages';

const es: Catalogue<typeof creditMessages> = {
  loading: 'Cargando',
  errorTitle: 'Su expediente de crédito está {reason, select, LOCKED {bloqueado} other {congelado}}',
  leadNamed:
    '{bureau} no entregó su informe de crédito porque su expediente tiene {reason, select, LOCKED {un bloqueo} other {un congelamiento de seguridad}}. No podemos {pull, select, HARD {completar la verificación de crédito de su oferta confirmada} other {precalificarle}} hasta que lo levante.',
  leadUnnamed:
    'La agencia de crédito no entregó su informe de crédito porque su expediente tiene {reason, select, LOCKED {un bloqueo} other {un congelamiento de seguridad}}. No podemos {pull, select, HARD {completar la verificación de crédito de su oferta confirmada} other {precalificarle}} hasta que lo levante.',
  stillTitle: 'Su expediente sigue {reason, select, LOCKED {bloqueado} other {congelado}}',
  stillNamed:
    '{bureau} todavía informa {reason, select, LOCKED {un bloqueo} other {un congelamiento}} en su expediente. Verifique que {bureau} haya confirmado {reason, select, LOCKED {el desbloqueo} other {el levantamiento}}, espere unos minutos e inténtelo de nuevo, o llámenos y le ayudaremos.',
  stillUnnamed:
    'La agencia todavía informa {reason, select, LOCKED {un bloqueo} other {un congelamiento}} en su expediente. Verifique que se haya confirmado {reason, select, LOCKED {el desbloqueo} other {el levantamiento}}, espere unos minutos e inténtelo de nuevo, o llámenos y le ayudaremos.',
  howTitle: 'Cómo {reason, select, LOCKED {desbloquear su expediente} other {levantar el congelamiento}}',
  liftTiming:
    'Un congelamiento que se levanta en línea o por teléfono debe levantarse en un plazo de una hora (ley federal); la mayoría de los levantamientos y desbloqueos se hacen efectivos en minutos. Basta con un levantamiento temporal: elija un período de al menos 30 días para que también podamos verificar su crédito de nuevo antes del cierre.',
  thenTitle: 'Después',
  thenBody:
    'Una vez levantado, seleccione el botón de abajo. Verificaremos su crédito de nuevo de inmediato y {pull, select, HARD {continuaremos con su oferta confirmada} other {le mostraremos sus ofertas}}.',
  checking: 'Verificando su crédito',
  lifted: 'Ya lo levanté',
  bureauNamed: '{bureau} (aquí está su {reason, select, LOCKED {bloqueo} other {congelamiento}})',
  unlockWhere: 'Desbloquee su expediente donde lo bloqueó: {product}.',
  freezeHow:
    'En línea en <site>{host}</site> o por teléfono al <tel>{phone}</tel>. Necesita el PIN o la cuenta que creó al colocar el congelamiento.',
  lockEquifax: 'la cuenta myEquifax o la aplicación Lock & Alert',
  lockExperian: 'su cuenta o aplicación de Experian (CreditLock)',
  lockTransunion: 'su cuenta o aplicación de TransUnion (Credit Lock)',
  socialTitle: 'Necesitamos su número de Seguro Social',
  socialLead:
    'La agencia de crédito no pudo encontrar su expediente de crédito con su nombre y dirección. Esto ocurre tras una mudanza reciente, un nombre nuevo o un expediente con otra dirección. Con su número de Seguro Social completo podemos buscar de nuevo.',
  socialHard: 'Esto completa la verificación de crédito que usted aceptó al confirmar su oferta.',
  socialSoft: 'Sigue siendo una consulta de crédito suave: no afecta su puntaje de crédito.',
  ssnLabel: 'Número de Seguro Social',
  ssnHint: '9 dígitos, p. ej., 123-45-6789',
  showNumber: 'Mostrar número',
  ssnWhy:
    'Usamos su número de Seguro Social solo para encontrar su expediente de crédito y verificar su identidad. Se guarda cifrado y nunca se muestra completo.',
  searching: 'Buscando',
  searchAgain: 'Buscar de nuevo',
  nextTitle: 'Qué sucede después',
  nextBody:
    'Buscamos su expediente de inmediato; normalmente tarda unos segundos. Si lo encontramos, pasará directamente a sus ofertas. Si aún no podemos encontrarlo, un especialista revisará su solicitud y le dirá lo que necesitamos.',
};
export default es;
