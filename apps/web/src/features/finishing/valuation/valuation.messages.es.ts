import type { Catalogue } from '../../../lib/i18n';
import type { valuationMessages } from './valuation.messages';

const es: Catalogue<typeof valuationMessages> = {
  whatIsABpo:
    'Una opinión de precio de un corredor (BPO) es una valuación hecha por un corredor de bienes raíces local con licencia: observa el exterior de su vivienda y la compara con ventas recientes cercanas. No necesita estar en casa y nadie entra.',
  bpoTurnaround: 'Los corredores suelen entregarla en un plazo de {turnaround}.',
  appraisalTurnaround: 'Los tasadores suelen enviar su informe en un plazo de {turnaround} después de la visita.',
  feeCovered: 'Su prestamista paga la valuación: a usted no le cuesta nada.',
  feeCharged:
    'La valuación cuesta {fee}. Hoy no se cobra nada: el cargo se suma a sus costos de cierre y se paga cuando se abre su línea.',
  conditionSummary:
    '{condition, select, EXCELLENT {Excelente} GOOD {Buena} AVERAGE {Regular} FAIR {Aceptable} other {Mala}}',
  whatIsHappening: 'Qué está pasando',
  whatHappensNext: 'Qué sigue',
  loadingValuation: 'Cargando su valuación',
  continue: 'Continuar',

  holdTitle: 'Su vivienda necesita una tasación en persona',
  holdHappening:
    'Su línea necesita una tasación completa: un tasador con licencia visita su vivienda, por dentro y por fuera, y redacta un informe de su valor. {turnaround}',
  holdPayment:
    'Antes de programar la visita, se debe pagar el cargo de la tasación. Un especialista le llamará en un plazo de un día hábil para indicarle el cargo exacto, recibir el pago y acordar una hora para la visita. También puede llamarnos ahora.',
  holdLenderPays:
    'Su prestamista paga la tasación. Estamos programando al tasador y le llamaremos para acordar una hora.',
  holdBooked:
    'La tasación está programada. El tasador se comunicará con usted para confirmar la visita; después, esperamos su informe.',
  holdNext:
    'Cuando llegue el informe, actualizaremos sus ofertas con el valor tasado y esta página lo llevará a ellas.',
  holdUnchanged: 'La tasación sigue en curso. Vuelva a consultar más tarde o llámenos para preguntar cómo va.',

  estimateTitle: 'Estime el valor de su vivienda',
  estimateHappening:
    'La valuación automatizada que usamos no pudo valorar su vivienda, algo que ocurre con viviendas poco comunes o con pocas ventas cercanas. Para continuar, necesitamos su estimación y luego una valuación de un corredor local.',
  estimateLabel: 'Su estimación del valor de su vivienda',
  estimateHint: 'Lo que cree que se vendería su vivienda hoy, en dólares. Una estimación es suficiente.',
  feeThenConfirm: '{fee} Usted confirma el pedido en la siguiente pantalla.',
  withdraw: 'Retirar mi solicitud',
  withdrawConsequence:
    'Sin una valuación de su vivienda no podemos hacerle una oferta, así que retirarse cierra su solicitud.',

  orderTitle: 'Solicite la valuación de su vivienda',
  yourEstimate: 'Su estimación',
  notGiven: 'No indicada',
  changeBefore: ' (',
  change: 'cambiar',
  changeAfter: ')',
  conditionDescribed: 'Estado que usted describió',
  valuationFee: 'Cargo de la valuación',
  paidByLender: 'Lo paga su prestamista',
  howLong: 'Cuánto tarda',
  orderNext:
    'Hoy enviamos el pedido a un corredor cerca de su vivienda. Mientras trabaja en él, esta página muestra cuándo se pidió y cuándo lo esperamos. Después, sus ofertas se basan en el valor del corredor, no en su estimación.',
  agreeCovered: 'Acepto que un corredor observe y fotografíe el exterior de mi vivienda.',
  agreeFee:
    'Acepto que un corredor observe y fotografíe el exterior de mi vivienda, y que el cargo de valuación de {fee} se sume a mis costos de cierre.',
  ordering: 'Solicitando',
  orderValuation: 'Solicitar mi valuación',
  noThanks: 'No, gracias, retirarme',
  noThanksConsequence:
    'Sin una valuación de su vivienda no podemos hacerle una oferta, así que retirarse cierra su solicitud. No se cobra nada.',

  yes: 'Sí',
  no: 'No',
  conditionTitle: 'Cuéntenos sobre el estado de su vivienda',
  conditionLead:
    'Texas pide algunas respuestas sobre su vivienda antes de que un corredor la valore. El corredor solo ve el exterior, así que sus respuestas le ayudan a valorarla de forma justa. Toma alrededor de un minuto.',
  alreadyAnswered: 'Usted ya respondió estas preguntas',
  changeAnswers: 'Puede cambiar sus respuestas abajo, o ',
  continueToOrder: 'continuar para solicitar su valuación',
  period: '.',
  overallCondition: '¿Cuál es el estado general de su vivienda?',
  needsRepairs:
    '¿Su vivienda necesita alguna reparación (techo, cimientos, plomería, electricidad, calefacción o aire acondicionado)?',
  whichRepairs: '¿Qué reparaciones se necesitan?',
  whichRepairsHint: 'Por ejemplo: el techo necesita tejas nuevas.',
  recentDamage: '¿Su vivienda sufrió daños en los últimos 12 meses (tormenta, inundación, incendio o congelamiento)?',
  exteriorAccessible: '¿Un corredor puede ver y fotografiar el exterior de su vivienda desde la calle?',

  titleReviewTitle: 'Se está revisando su título',
  titleReviewHappening:
    'Una compañía de títulos está revisando el título final de su vivienda: quién es el propietario y qué préstamos están registrados sobre ella. Esto suele tardar de 1 a 3 días hábiles y no requiere nada de usted.',
  titleReviewNext: 'En cuanto el título esté libre, su solicitud avanza; seleccione Consultar el estado para seguirla.',
  titleReviewUnchanged: 'La revisión del título sigue en curso.',
  waitTitle: 'Se está valorando su vivienda',
  waitHappening:
    'Un corredor local con licencia está preparando una opinión de precio de su vivienda: observa el exterior y la compara con ventas recientes cercanas. No necesita estar en casa. {turnaround}',
  ordered: 'Solicitada',
  expectedBy: 'Se espera para el',
  feeAdded: '{fee}, sumado a sus costos de cierre',
  waitNext:
    'Cuando llegue el valor del corredor, preparamos sus ofertas de inmediato, y esta página lo llevará a ellas cuando seleccione Consultar el estado o vuelva a su solicitud. Si el valor es menor de lo que esperaba, sus ofertas serán menores, pero nunca está obligado a aceptarlas.',
  waitUnchanged:
    'El valor del corredor todavía no ha llegado. Vuelva a consultar más tarde: sus ofertas aparecerán aquí en cuanto llegue.',
};
export default es;
