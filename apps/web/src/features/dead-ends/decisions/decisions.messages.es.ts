import type { Catalogue } from '../../../lib/i18n';
import type { decisionsMessages } from './decisions.messages';

const es: Catalogue<typeof decisionsMessages> = {
  delinquencyTitle: 'Estamos revisando su historial de pagos hipotecarios',
  delinquencyWhy:
    'Su informe de crédito muestra un pago hipotecario con 60 días o más de atraso en los últimos 12 meses. Antes de hacerle una oferta, un suscriptor revisa lo que ocurrió y si ya quedó atrás.',
  delinquencyNeed1:
    'Qué causó el pago atrasado (por ejemplo, la pérdida de un empleo, una enfermedad o un error de su administrador hipotecario)',
  delinquencyNeed2: 'Prueba de que su hipoteca está al día, como su estado de cuenta hipotecario más reciente',
  delinquencyNeed3: 'Si su administrador hipotecario cometió un error, la carta en la que lo reconoce',
  delinquencyLabel: 'Cuéntele al suscriptor lo que ocurrió',
  delinquencyHint: 'Bastan unas oraciones: qué ocurrió, cuándo y qué ha cambiado desde entonces.',
  uwTitle: 'Un suscriptor está revisando su solicitud',
  uwWhy:
    'Su puntaje de crédito está cerca de nuestro mínimo, así que un suscriptor revisa todo su expediente antes de hacerle una oferta, en lugar de nuestra decisión automatizada.',
  uwNeed1:
    'Cualquier cosa que explique su actividad de crédito reciente, como cuentas nuevas, saldos altos o consultas de crédito recientes',
  uwNeed2: 'Estados de cuenta que muestren los saldos que ha reducido desde que se obtuvo su informe de crédito',
  uwLabel: 'Lo que el suscriptor debería saber',
  uwHint: 'Por ejemplo, un saldo que pagó el mes pasado o un préstamo que solicitó y no tomó.',
  pinTitle: 'Necesitamos confirmar el número de parcela de su propiedad',
  pinWhy:
    'El número de identificación de la parcela (PIN) de su escritura no coincide con el que indican los registros de propiedad del condado para su dirección, así que aún no podemos estar seguros de qué propiedad garantiza su línea.',
  pinNeed1:
    'Su escritura registrada, o su factura más reciente del impuesto predial, donde aparezca el número de parcela',
  pinNeed2:
    'Si su lote se dividió, se unió con otro o cambió de número, una breve explicación y el registro del condado al respecto',
  pinLabel: 'Explique el número de parcela',
  pinHint:
    'Por ejemplo: el condado cambió el número de nuestra parcela en 2023; la factura del impuesto muestra el nuevo número.',
  ownershipTitle: 'Necesitamos confirmar quién es el dueño de su vivienda',
  ownershipWhy:
    'El informe de título muestra la escritura de su vivienda a un nombre distinto del suyo, por ejemplo un fideicomiso, una empresa o un propietario anterior. Solo los propietarios de una vivienda pueden usarla como garantía.',
  ownershipNeed1: 'Su escritura registrada donde usted figure como propietario',
  ownershipNeed2:
    'Si su vivienda está en un fideicomiso, la certificación del fideicomiso que lo nombra como fiduciario',
  ownershipNeed3: 'Si compró la vivienda hace poco, su declaración de cierre y la escritura de la compra',
  ownershipLabel: 'Explique cómo es dueño de su vivienda',
  ownershipHint: 'Por ejemplo: la vivienda está en mi fideicomiso familiar y yo soy el fiduciario.',
  noCreditTitle: 'No pudimos encontrar su expediente de crédito',
  noCreditWhy:
    'Aun con su número de Seguro Social, la agencia de crédito no encontró un expediente de crédito a su nombre, así que no podemos decidir en línea. Un especialista puede buscar su expediente manualmente.',
  noCreditNeed1:
    'Cualquier otro nombre que haya usado para crédito (su apellido de soltera, por ejemplo) y sus direcciones anteriores',
  noCreditNeed2: 'Una copia de una identificación oficial con fotografía',
  noCreditNeed3: 'Si tiene un informe de crédito de cualquier agencia, una copia del mismo',
  noCreditLabel: 'Otros nombres y direcciones que haya usado',
  noCreditHint: 'Incluya los años en que vivió en cada dirección y cualquier nombre que usó en cuentas de crédito.',
  loadingReview: 'Cargando su revisión',
  reviewUnchanged: 'El suscriptor aún no ha decidido.',
  whenTitle: 'Cuándo tendrá noticias nuestras',
  whenBody:
    'Un suscriptor decide en un plazo de 2 días hábiles desde lo último que nos envíe. Le enviaremos un correo electrónico en cuanto lo haga, y esta página pasará a sus ofertas o a nuestra decisión.',
  whenBodyBy:
    'Un suscriptor decide en un plazo de 2 días hábiles desde lo último que nos envíe: a más tardar el {date}. Le enviaremos un correo electrónico en cuanto lo haga, y esta página pasará a sus ofertas o a nuestra decisión.',
  reviewClosed: 'Esta revisión está cerrada. Seleccione Revisar estado para ver dónde está su solicitud ahora.',
  needsTitle: 'Lo que necesita el suscriptor',
  explainTitle: 'Explique con sus propias palabras',
  sendDocsTitle: 'Enviar documentos',
  documentsSent: 'Usted envió {count, plural, one {# documento} other {# documentos}}.',
  explanationSent: 'Su explicación, enviada el {date}:',
  newExplanation: 'Enviar una nueva explicación',
  explanationMax: '{hint} Hasta {max, number} caracteres.',
  explanationDone: 'Se envió su explicación.',
  sending: 'Enviando',
  sendExplanation: 'Enviar explicación',
  chooseFiles: 'Elegir archivos',
  filesHint: 'PDF, JPEG, PNG o HEIC, de hasta 10 MB cada uno. Puede elegir varios archivos a la vez.',
  filesSent: 'Archivos que envió',
  sent: 'Enviado',
  floodTitle: 'Estamos esperando su certificado de inundación',
  floodLead:
    'Antes de preparar sus documentos de cierre, las normas federales exigen una determinación de zona de inundación para su vivienda: un certificado de una empresa de determinación de inundaciones que indique si la vivienda está en una zona especial de riesgo de inundación según los mapas de FEMA.',
  floodNowTitle: 'Qué está pasando',
  floodWaiting: 'Pedimos el certificado y lo estamos esperando. La mayoría llega en un día hábil.',
  floodArrived: 'Llegó el certificado. Seleccione Revisar estado para continuar a sus documentos de cierre.',
  floodNextTitle: 'Qué sucede después',
  floodNext1: 'Llega el certificado y lo agregamos a su expediente. No necesita hacer nada.',
  floodNext2:
    'Preparamos sus documentos de cierre y le enviamos un correo electrónico cuando estén listos para leer y firmar.',
  floodNext3:
    'Si su vivienda está en una zona especial de riesgo de inundación (una zona que empieza con A o V), necesitará un seguro contra inundaciones antes de que se abra su línea. <link>Ver los requisitos de seguro</link>',
  floodUnchanged: 'Seguimos esperando el certificado de inundación.',
  insuranceTitle: 'Requisitos de seguro',
  insuranceLead:
    'Su vivienda garantiza su línea de crédito, así que debe permanecer asegurada mientras la línea esté abierta. Antes de que se abra su línea, necesitamos prueba del seguro que se indica abajo.',
  homeownersTitle: 'Seguro de vivienda',
  homeowners1:
    'Una póliza de seguro de vivienda (contra riesgos) que cubra incendio y cobertura extendida, vigente en su fecha de cierre y durante al menos los 12 meses siguientes.',
  homeowners2:
    'Una cobertura de vivienda de al menos el menor entre el costo de reconstruir su vivienda y el total de su hipoteca más su línea de crédito completa.',
  homeowners3: 'Un deducible de no más de {amount}.',
  homeowners4:
    '{lender} nombrado en la póliza como acreedor hipotecario (segundo acreedor hipotecario si tiene una primera hipoteca): “{clause}”.',
  floodInsuranceTitle: 'Seguro contra inundaciones',
  floodZoneError: 'No pudimos cargar su zona de inundación. Inténtelo de nuevo más tarde.',
  loadingFloodZone: 'Cargando su zona de inundación',
  inZone: 'Su vivienda está en la zona de inundación {zone}',
  hazardArea:
    'Esta es una zona especial de riesgo de inundación según los mapas de FEMA: la ley federal exige un seguro contra inundaciones.',
  flood1:
    'Una póliza del Programa Nacional de Seguro contra Inundaciones (NFIP) o una póliza privada contra inundaciones que cumpla los requisitos federales.',
  flood2:
    'Una cobertura del edificio de al menos el menor de: el total de su hipoteca más su línea de crédito completa, el máximo que ofrece el NFIP ({amount}) o el costo de reconstruir su vivienda.',
  flood3: '{lender} nombrado también como acreedor hipotecario en la póliza contra inundaciones.',
  zoneNotRequired:
    'Su vivienda está en la zona de inundación {zone}, fuera de las zonas especiales de riesgo de inundación de FEMA: no se exige un seguro contra inundaciones, aunque puede optar por contratarlo.',
  zoneUnknown:
    'Aún no hemos recibido la determinación de su zona de inundación. Si ubica su vivienda en una zona especial de riesgo de inundación, se exigirá un seguro contra inundaciones y se lo indicaremos aquí.',
  proofTitle: 'Cómo enviar su prueba',
  proofBody:
    'Pida a su agente de seguros la página de declaraciones de cada póliza donde aparezcan la cobertura, el deducible, las fechas de la póliza y {lender} como acreedor hipotecario, y luego súbala.',
  uploadProof: 'Subir prueba de seguro',
  mortgageeClause: '{lender}, its successors and/or assigns (ISAOA/ATIMA)',
  mortgageeClauseAt: '{lender}, its successors and/or assigns (ISAOA/ATIMA), {address}',
  uploadLead:
    'Suba la página de declaraciones de su póliza de seguro de vivienda{flood, select, yes { y de su póliza de seguro contra inundaciones} other {}}. Debe mostrar la cobertura, el deducible, las fechas de la póliza y a nosotros como acreedor hipotecario. <link>Ver los requisitos de seguro</link>',
  loading: 'Cargando',
  chooseDeclarations: 'Elegir sus páginas de declaraciones',
  haveProof: 'Tenemos su prueba de seguro',
  checkWithin: 'Nuestro equipo la revisa en un plazo de 2 días hábiles. Nos comunicaremos con usted si falta algo.',
  checkWithinBy:
    'Nuestro equipo la revisa en un plazo de 2 días hábiles, a más tardar el {date}. Nos comunicaremos con usted si falta algo.',
  uploadClosed: 'Su solicitud está cerrada: no hay nada más que subir.',
};
export default es;
