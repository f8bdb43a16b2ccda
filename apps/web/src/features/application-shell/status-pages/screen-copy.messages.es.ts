import type { Catalogue } from '../../../lib/i18n';
import type { screenCopyMessages, statusPageMessages } from './screen-copy.messages';

const es: Catalogue<typeof screenCopyMessages> & Catalogue<typeof statusPageMessages> = {
  timeoutTitle: 'Estamos trabajando en su solicitud',
  timeoutHappening:
    'Su solicitud está en un paso que no es automático: un especialista de nuestro equipo, o una de las partes con las que trabajamos, la está revisando.',
  timeoutCanDo:
    'Por ahora no necesitamos nada de usted. Seleccione Revisar estado para seguirla, o llámenos con cualquier pregunta.',
  closingTitle: 'Estamos preparando sus documentos de cierre',
  closingHappening:
    'Sus cuentas bancarias están guardadas. Ahora estamos preparando sus documentos de cierre: su contrato del HELOC y la divulgación de cierre con su tasa final, el pago mensual, los costos y las cuentas que eligió.',
  closingCanDo:
    'Por ahora no necesitamos nada de usted. Seleccione Revisar estado y, cuando estén listos, esta página le llevará a ellos: los lee y firma en línea, y luego se reúne con un notario para terminar.',
  readyTitle: 'Sus documentos de cierre están listos',
  readyHappening:
    'Su contrato del HELOC, la divulgación de cierre y los demás documentos de cierre están listos para que los lea y firme en línea.',
  readyCanDo: 'Seleccione Revisar estado para abrirlos. Después de firmar, se reúne con un notario para terminar.',
  valuationTitle: 'El corredor no pudo valuar su vivienda',
  valuationHappening:
    'El corredor que prepara su opinión de precio no pudo terminarla: por lo general, no pudo ver bien la vivienda o encontró muy pocas ventas recientes cerca.',
  valuationCanDo:
    'Asegúrese de que la vivienda se pueda ver desde la calle (portón abierto, número de la casa visible) y luego pida al corredor que vuelva a visitarla, sin un nuevo cargo. O llámenos y un especialista revisará la valuación con usted.',
  signedTitle: 'Estamos preparando sus documentos firmados',
  signedHappening:
    'Gracias por firmar. Estamos agregando sus firmas y un certificado de firma a cada documento, para que pueda descargar las copias firmadas.',
  signedCanDo:
    'Por ahora no necesitamos nada de usted. Seleccione Revisar estado: a continuación firman las demás personas que figuran en el título y luego se reúne con el notario.',
  whatIsHappening: 'Qué está pasando',
  whatYouCanDo: 'Qué puede hacer ahora',
  stillAtStep: 'Su solicitud sigue en este paso.',
  askingBroker: 'Pidiendo al corredor',
  askBroker: 'Pedir al corredor que vuelva a visitar la vivienda',
};
export default es;
