import type { ContentCatalogue } from '../../../platform/i18n/catalogue';
import type { COST_TEXTS } from './costs.messages';
import type { ArticleText } from './default-article';

/* The Spanish of costs.ts's articles: every article of costs.messages.ts, by its slug (docs/i18n.md). */
export const COST_TEXTS_ES: ContentCatalogue<typeof COST_TEXTS, ArticleText> = {
  'rates-and-fees': {
    title: 'Tasas y cargos',
    keywords:
      'APR TAE tasa interés costo costos cargo cargos comisión comisiones cobran abrir apertura originación apertura valuación avalúo tasación notarización notario registro impuesto impuestos costos de cierre precio cuota anual ocultos sorpresa intereses tasas actuales más baja caro barato tarifas honorarios puntos gastos de cierre escondidos mantenimiento de mi bolsillo condado',
    questions: [
      '¿Cuánto cuesta la línea?',
      '¿Cuáles son los costos de cierre?',
      '¿Tengo que pagar algo por adelantado?',
      'cuál es la tasa de interés',
      'cuánto cobran de comisión de apertura',
      'hay cuota anual',
      'tiene cargos escondidos',
      'cuánto son los gastos de cierre',
      'cuánto cuesta abrir el heloc',
      'qué tasa tienen ahorita para el heloc',
      'tengo que poner dinero de mi bolsillo para el cierre',
      'cuánto es el APR del loan',
      '¿Podría indicarme todas las comisiones y costos de la línea de crédito?',
      'precio del heloc',
      'cuanto me cobran',
      'costo total para abrir',
      'lista de cargos',
      '¿Hay costos que deba saber antes de solicitar?',
    ],
    body:
      'La tasa de porcentaje anual (APR) de una línea está entre 7.60% y 17.20%, según su oferta. Los costos: una comisión de originación de hasta 4.99% de su retiro, que se suma al retiro en lugar de pagarse por adelantado; ' +
      'una valuación de la vivienda de $180, solo cuando no hay una valuación automatizada disponible; $300 por un notario en persona, que se le paga al notario; ' +
      'cargos de registro de $0 a $315 e impuestos de registro de $0 a $1,400 por cada $100,000, según dónde esté la vivienda. No hay cuota anual. ' +
      'Su oferta muestra las cifras exactas antes de que la elija.',
  },
  'fixed-and-variable-rates': {
    title: 'Tasas fijas y variables',
    keywords:
      'tasa fija variable interés prime preferencial margen índice cambia sube ajusta retiros posteriores ajustable flotante fluctúa aumenta baja la Fed Reserva Federal para siempre se queda igual con el tiempo futuros',
    questions: [
      '¿Va a cambiar mi tasa?',
      '¿Qué es la tasa prime?',
      '¿Mi tasa queda asegurada?',
      'la tasa es fija o variable',
      'me va a subir el interés',
      'la tasa puede cambiar con el tiempo',
      'qué pasa con mi tasa si la fed sube las tasas',
      'la tasa se queda igual todo el préstamo',
      'qué es el margen de mi heloc',
      'por qué mi segundo retiro tiene otra tasa',
      'puedo tener tasa fija',
      'es tasa ajustable',
      '¿Cómo se determina la tasa de los retiros futuros?',
      'tasa variable?',
      'la tasa cambia con el mercado',
      'la tasa depende de prime',
      'congelar la tasa',
      '¿En qué índice se basa la tasa?',
    ],
    body:
      'Cada oferta indica si su tasa es fija o variable, y su primer retiro tiene esa tasa. Los retiros que haga después son variables: ' +
      'cada uno tiene la tasa preferencial (prime) del día en que lo pide más el margen de su línea, y conserva esa tasa, así que un retiro posterior puede tener una tasa distinta de la del primero. ' +
      'Elegir el pago automático baja la tasa de su línea. Toda tasa queda entre 7.60% y 17.20% de APR.',
  },
  'how-much-you-can-borrow': {
    title: 'Cuánto puede pedir prestado',
    keywords:
      'monto cantidad límite máximo mínimo préstamo tamaño línea crédito mayor menor grande pequeño chico capital necesito capital plusvalía calificar cuánto me prestan prestar prestado prestarían tope hasta 15 mil 400 mil LTV CLTV relación préstamo-valor disponible equity usar el valor de mi casa aprobado debo',
    questions: [
      '¿Cuánto es lo máximo que me pueden dar?',
      '¿Para qué línea califico?',
      'cuánto me pueden prestar',
      'cuál es el monto máximo',
      'cuál es lo mínimo que puedo pedir',
      'me prestan 400 mil en el heloc',
      'cuánto equity puedo usar de mi casa',
      'de qué depende cuánto me aprueban',
      'cuánto me prestan con el equity de mi casa',
      'por qué me ofrecieron menos de lo que quería',
      'lo que debo de la casa baja mi límite',
      '¿Qué factores determinan el monto de la línea de crédito que me ofrecen?',
      'limite de credito',
      'monto de la linea',
      'cuanto dinero me dan',
      'rango del prestamo',
      '¿De qué depende el tamaño de mi línea?',
    ],
    body:
      'Una línea es de entre $15,000 y $400,000. El monto que se le ofrece depende del valor de su vivienda, de lo que aún debe sobre ella, de su crédito y de sus ingresos. ' +
      'Después de consultar su tasa, verá sus ofertas y elegirá el monto que le convenga.',
  },
  draws: {
    title: 'Retiros y el período de retiro',
    keywords:
      'retiro retiros retirar disponer sacar pedir más dinero otra vez adicional otro segundo disponible panel período de retiro años usar la línea adelante mínimo 500 dólares enteros uno a la vez pendiente se vence termina',
    questions: [
      '¿Puedo sacar más dinero de mi línea más adelante?',
      '¿Cómo uso mi línea después del cierre?',
      '¿Cuándo termina el período de retiro?',
      'cómo saco más dinero de mi línea',
      'cuál es el retiro mínimo',
      'cobran por hacer un retiro',
      'puedo pedir dos retiros al mismo tiempo',
      'por cuántos años puedo seguir retirando',
      'cuánto tengo disponible para retirar',
      'dónde pido un retiro en mi panel',
      'puedo usar la línea otra vez más adelante',
      'necesito 2 mil más de mi heloc cómo los pido',
      '¿Existe un límite en la cantidad de retiros que puedo realizar?',
      'retirar mas despues',
      'usar mi linea despues del cierre',
      'segundo retiro',
      'puedo volver a sacar dinero',
      '¿Cuándo termina el periodo de retiro?',
    ],
    body:
      'Su primer retiro es el monto que elige con su oferta, y se le envía al momento del desembolso con la comisión de originación sumada. ' +
      'Después del desembolso puede pedir más desde su panel durante el período de retiro: 5 años desde el desembolso, nunca más que su plazo. ' +
      'Cada retiro posterior es en dólares enteros, de al menos $500 y como máximo lo disponible (su límite de crédito menos lo que ha retirado), uno a la vez y sin cargo; su tasa es la tasa preferencial (prime) más el margen de su línea.',
  },
  'monthly-payments': {
    title: 'Pagos mensuales',
    keywords:
      'pago pagos mensual mensualidad cuota vencimiento fecha factura interés diario cargo por atraso tarde pagar plazo calculan primer pago empezar a pagar al mes mensualidades día de pago capital intereses solo interés mínimo atrasado me atrasé tardío no pagué periodo de gracia calendario',
    questions: [
      '¿Cuánto voy a pagar cada mes?',
      '¿Cuándo vencen los pagos?',
      '¿Cómo se cobra el interés?',
      'cuánto voy a pagar al mes por el heloc',
      'cuándo es mi primer pago',
      'qué día del mes se paga',
      'qué pasa si me atraso en un pago',
      'cuánto es el cargo por pago tarde',
      'si hago otro retiro sube mi mensualidad',
      'es solo interés o capital e interés',
      'cómo calculan la mensualidad',
      'desde cuándo me cobran intereses',
      '¿Podría explicarme cómo se calcula el interés sobre mi saldo?',
      'mensualidad',
      'como calculan mi pago',
      'pago minimo',
      'pago atrasado',
      '¿Cuánto voy a deber cada mes?',
    ],
    body:
      'Cada oferta muestra el pago mensual de su primer retiro: pagos mensuales iguales que pagan el retiro, con su comisión, durante el plazo de la oferta. ' +
      'El primer pago vence un mes después del desembolso y luego el mismo día de cada mes. Cada retiro posterior suma su propio pago. ' +
      'El interés se cobra sobre su saldo diario desde el día en que se desembolsa un retiro. Un pago atrasado tiene el cargo por atraso que indica su divulgación de apertura de cuenta.',
  },
  'paying-off-early': {
    title: 'Pagar antes de tiempo',
    keywords:
      'pagar antes anticipado anticipo liquidar penalidad penalización multa extra abonar más saldo completo todo de una vez cerrar cierro deuda abono a capital suma global de un jalón junto adelantar ahorrar intereses saldar',
    questions: [
      '¿Hay penalidad por pagar antes?',
      '¿Puedo pagar más que el pago mensual?',
      '¿Puedo liquidar el saldo completo?',
      'puedo liquidar todo antes',
      'me cobran multa si pago antes de tiempo',
      'puedo abonar extra',
      'puedo abonar a capital',
      'si abono más me ahorro intereses',
      'puedo liquidar la línea cuando quiera',
      'puedo adelantar pagos',
      'puedo saldar todo de un jalón',
      'hay penalidad por liquidar el loan antes',
      '¿Está permitido saldar la totalidad del saldo sin penalización?',
      'liquidar antes',
      'penalidad por pago anticipado',
      'pagar el saldo completo',
      'cerrar la linea antes',
      '¿Me cobran si pago todo antes de tiempo?',
    ],
    body:
      'Puede pagar todo o parte de su saldo en cualquier momento, sin penalidad ni cargo por pago anticipado (su contrato de línea, Pago anticipado). ' +
      'Pagar más que su pago mensual reduce su saldo y, con él, el interés que paga.',
  },
  autopay: {
    title: 'Pago automático',
    keywords:
      'pago automático automáticos débito descuento tasa más baja inscribir cuenta de cheques cobrar autopago autopay domiciliación domiciliar recurrente cada mes obligatorio opcional desactivar quitar otra cuenta rebaja',
    questions: [
      '¿Hay descuento por pago automático?',
      '¿Pueden cobrar los pagos de mi cuenta automáticamente?',
      'cómo pongo el pago automático',
      'cuánto es el descuento por autopay',
      'es obligatorio el pago automático',
      'puedo domiciliar mis pagos',
      'me baja la tasa si pago automático',
      'se puede cobrar de otra cuenta',
      'y si no quiero pagos automáticos',
      'me lo descuentan solo cada mes',
      'puedo quitar el autopay después',
      '¿Cuánto disminuye mi tasa si me inscribo en el pago automático?',
      'descuento por pago automatico',
      'cargo automatico a mi cuenta',
      'pagos recurrentes',
      'quitar el autopago',
      '¿Pueden cobrar mis pagos automáticamente?',
    ],
    body:
      'En el paso de cuentas bancarias usted elige si paga con pago automático: su pago mensual se cobra entonces de su cuenta bancaria automáticamente, ' +
      'de la cuenta donde se le envía el dinero o de otra. El pago automático baja su tasa con el descuento por pago automático de la oferta. ' +
      'Si no lo elige, verá el pago más alto y la diferencia mensual antes de continuar.',
  },
};
