import type { Catalogue } from '../../../lib/i18n';
import type { winbackMessages } from './prequal-winback-page.messages';

const es: Catalogue<typeof winbackMessages> = {
  loading: 'Cargando su nueva línea',
  title: 'Usted todavía califica, para una línea menor',
  changedTitle: 'Qué cambió',
  changed:
    'La búsqueda de título de su vivienda encontró {found} en préstamos garantizados por ella que su informe de crédito no mostraba, {total} en total. Su línea sería el {position, select, 1 {primer} 2 {segundo} 3 {tercer} 4 {cuarto} 5 {quinto} other {{position}.º}} préstamo sobre su vivienda, y en conjunto todos los préstamos no pueden superar nuestro límite sobre el valor de su vivienda de {value}.',
  before: 'Línea máxima antes',
  now: 'Línea máxima ahora',
  paidOff:
    'Si uno de estos préstamos está pagado o no es suyo, llámenos antes de elegir: un especialista puede revisar el título con usted.',
  canDoTitle: 'Qué puede hacer ahora',
  canDo: 'Continúe para ver sus ofertas de hasta {amount}, o retire su solicitud. Continuar no le compromete a nada.',
  preparing: 'Preparando sus ofertas',
  see: 'Ver mis ofertas',
  withdraw: 'No, gracias, retirar',
  consequence: 'Dejaría atrás una línea de hasta {amount} y su solicitud se cerraría.',
};
export default es;
