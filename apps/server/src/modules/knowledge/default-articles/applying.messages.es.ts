import type { ContentCatalogue } from '../../../platform/i18n/catalogue';
import type { APPLYING_TEXTS } from './applying.messages';
import type { ArticleText } from './default-article';

/* The Spanish of applying.ts's articles: every article of applying.messages.ts, by its slug (docs/i18n.md). */
export const APPLYING_TEXTS_ES: ContentCatalogue<typeof APPLYING_TEXTS, ArticleText> = {
  'application-steps': {
    title: 'Los pasos de la solicitud',
    keywords:
      'proceso pasos etapas cómo funciona qué sigue siguiente paso después progreso plazos cuánto tiempo tarda principio fin empezar comenzar orden dónde voy faltan quedan estatus estado de mi solicitud en qué va cómo va trámite aplicación resumen atorado atorada',
    questions: [
      '¿Qué hago ahora?',
      '¿Cómo funciona el proceso?',
      '¿Qué viene después de este paso?',
      'en qué va mi solicitud',
      'cuál es el estatus de mi aplicación',
      'cuáles son los pasos para obtener el heloc',
      'cuántos pasos son',
      'qué pasa después de aplicar',
      'cómo es el trámite',
      'me quedé atorado qué hago',
      'en qué paso estoy',
      'explíqueme el proceso de principio a fin',
      '¿Podría describirme las etapas del proceso de solicitud?',
      'proceso de solicitud',
      'como funciona la solicitud',
      'cual es el siguiente paso',
      'cuanto tarda solicitar',
      '¿En qué parte del proceso voy?',
    ],
    body:
      'La solicitud tiene 7 pasos: Información básica, Elegir oferta, Más información, Vincular fuentes de ingresos, Verificar identidad, Firmar documentos ' +
      'y, por último, Hablar con el notario electrónico (o Programar la sesión con el notario cuando su cierre se firma en persona). ' +
      'En el camino podemos valuar su vivienda, preguntarle por los préstamos que ya tiene sobre ella, pedirle que configure su cuenta bancaria y pedirle documentos. Después del notario corre el derecho a cancelar y luego se desembolsa su línea. ' +
      'Si inició sesión, pregúnteme en qué etapa está su solicitud.',
  },
  'registration-questions': {
    title: 'Qué le preguntamos para consultar su tasa, y por qué',
    keywords:
      'registro registrarme inscribirme información básica datos personales dirección ocupación vive ahí a la venta ingresos salario nombre fecha de nacimiento edad teléfono correo contraseña por qué necesitan piden precalificar precalificación consultar mi tasa empezar formulario llenar domicilio propiedad residencia principal completo cumpleaños email celular crear cuenta anuales al año',
    questions: [
      '¿Por qué necesitan esta información?',
      '¿Qué datos necesito para solicitar?',
      'qué datos piden para ver mi tasa',
      'por qué piden mis ingresos',
      'para qué quieren mi fecha de nacimiento',
      'por qué preguntan si vivo en la casa',
      'por qué importa si la casa está a la venta',
      'qué tengo que llenar para empezar',
      'para qué piden mi teléfono y mi email',
      'tengo que poner mi nombre legal',
      'qué info me piden para aplicar',
      '¿Qué información personal solicitan para consultar la tasa?',
      'por que piden mi seguro social',
      'que datos necesitan para ver mi tasa',
      'informacion personal para la tasa',
      '¿Para qué quieren mi fecha de nacimiento?',
    ],
    body:
      'Para consultar su tasa le pedimos la dirección de la propiedad y si vive en ella, su domicilio si es otro, si la vivienda está a la venta, sus ingresos anuales, su nombre legal, ' +
      'su fecha de nacimiento, su teléfono y su correo electrónico, y una contraseña. Los usamos para ver si es elegible (debe tener al menos 18 años), ' +
      'para encontrar su reporte de crédito con una consulta blanda, que no afecta su puntaje, y para calcular sus ofertas. Su teléfono y su correo son la forma de avisarle sobre su solicitud.',
  },
  'choosing-an-offer': {
    title: 'Cómo elegir su oferta',
    keywords:
      'oferta ofertas elegir escoger seleccionar comparar cuál mejor conviene plazo años opción cambiar confirmar retiro hoy monto opciones corto largo término agarro cambiarme me equivoqué inicial retirar elección pantalla diferencia',
    questions: [
      '¿Cuál es la diferencia entre las ofertas?',
      '¿Qué oferta me conviene más?',
      'cuál oferta de heloc escojo',
      'cómo comparo las ofertas',
      'me conviene un plazo corto o largo',
      'me puedo cambiar a otra oferta',
      'escogí la oferta equivocada la puedo cambiar',
      'cuánto debo retirar hoy',
      'qué muestra cada oferta',
      'ya confirmé la oferta puedo cambiarla',
      'qué diferencia hay entre las opciones',
      '¿Qué debo considerar al seleccionar entre las ofertas disponibles?',
      'comparar ofertas',
      'cual oferta es mejor',
      'escoger oferta',
      'cambiar la oferta que elegi',
      '¿En qué se diferencian las ofertas?',
    ],
    body:
      'Después de consultar su tasa verá sus ofertas. Cada una muestra el monto de la línea, su tasa y si es fija o variable, su plazo, su comisión de originación, los descuentos ' +
      'y el pago mensual del monto que quiere retirar hoy. Empiece con lo que necesita ahora: puede retirar más después. ' +
      'Puede cambiar su elección hasta confirmarla; una vez confirmada, la oferta queda como la eligió.',
  },
  'more-info-step': {
    title: 'Más información: contacto, estado civil y preguntas demográficas',
    keywords:
      'más información contacto dirección postal estado civil casado casada decir cónyuge esposo esposa HMDA demográficas monitoreo gobierno raza etnia origen étnico sexo género resumen enviar obligatorio soltero soltera viudo viuda separado unión libre demográficos hispano latino opcional prefiero no contestar no responder saltar discriminación préstamos justos bienes gananciales apartado postal',
    questions: [
      '¿Por qué me preguntan si estoy casado?',
      '¿Por qué preguntan mi raza?',
      'por qué me preguntan el estado civil',
      'tengo que contestar lo de la raza',
      'las preguntas de HMDA son obligatorias',
      'puedo saltarme las preguntas demográficas',
      'mi raza afecta la aprobación',
      'por qué importa si soy casada',
      'qué es HMDA',
      'soy soltero qué pongo',
      'puedo cambiar mis respuestas antes de enviar',
      '¿Por qué solicitan información sobre mi sexo y origen étnico?',
      'preguntas demograficas',
      'por que preguntan la etnia',
      'pregunta de estado civil',
      'paso de datos de contacto',
      '¿Son obligatorias las preguntas del gobierno?',
    ],
    body:
      'Este paso pregunta cómo contactarle (su dirección postal y su teléfono), su estado civil y las preguntas demográficas. ' +
      'El estado civil importa porque en los estados de bienes gananciales y de vivienda familiar protegida (homestead) puede que su cónyuge tenga que firmar los documentos de cierre. ' +
      'Las preguntas demográficas (origen étnico, raza y sexo) son las que la ley federal pide a los prestamistas para vigilar que se preste sin discriminación; puede responder "No deseo proporcionar esta información", y no afectan su decisión. ' +
      'Puede cambiar estas respuestas hasta que envíe su solicitud.',
  },
  'income-verification': {
    title: 'Verificación de sus ingresos',
    keywords:
      'ingresos verificar verificación comprobante empleo empleador trabajo nómina talón talones de pago W-2 declaración de impuestos trabajo por cuenta propia independiente vincular banco subir salario sueldo prueba cheque colilla stubs 1099 negocio propio self employed jubilado pensión patrón jefe compañía taxes comisiones bonos',
    questions: [
      '¿Cómo revisan mis ingresos?',
      '¿Qué subo para comprobar mis ingresos?',
      'cómo verifican mis ingresos para el heloc',
      'qué sirve como comprobante de ingresos',
      'trabajo por mi cuenta cómo compruebo ingresos',
      'aceptan los taxes como prueba de ingresos',
      'puedo conectar mi nómina',
      'van a llamar a mi patrón',
      'cuánto tarda la verificación con el empleador',
      'y si verifican menos ingresos de lo que puse',
      'qué talones de pago subo',
      'Soy independiente y no tengo W-2, ¿qué aceptan como prueba?',
      'comprobar ingresos',
      'verificacion de ingresos',
      'trabajo por cuenta propia',
      'no encuentra a mi empleador',
      '¿Cómo confirman lo que gano?',
    ],
    body:
      'Confirmamos los ingresos que nos indicó, para que su línea se ajuste a lo que puede pagar. Según cómo gane su dinero, puede vincular su nómina o su cuenta bancaria, ' +
      'subir documentos (si es asalariado, sus talones de pago recientes y su W-2; si trabaja por cuenta propia, sus declaraciones de impuestos o estados de cuenta) o dejar que preguntemos a su empleador, lo que toma unos días hábiles. ' +
      'Si los ingresos que verificamos son menores de lo que nos indicó, sus ofertas pueden cambiar y usted elige de nuevo.',
  },
  'identity-verification': {
    title: 'Verificación de su identidad',
    keywords:
      'identidad identificación ID verificar verificación foto licencia de manejo conducir pasaporte tarjeta estatal residente permanente green card aceptan tipo gobierno fraude falló rechazada cámara manejar extranjero matrícula consular mica residencia borrosa reflejo frente reverso parte de atrás quién soy INE vencida',
    questions: [
      '¿Por qué necesitan una foto de mi identificación?',
      'No aceptaron mi identificación, ¿qué hago?',
      'qué identificaciones aceptan',
      'sirve mi pasaporte mexicano',
      'aceptan la mica',
      'la foto de mi ID no pasa',
      'tengo que subir la parte de atrás',
      'mi foto sale borrosa qué hago',
      'puedo tomar la foto con el celular',
      'por qué verifican mi identidad',
      'aceptan la matrícula consular',
      '¿Qué tipos de identificación oficial son válidos?',
      'verificar identidad',
      'revision de identificacion',
      'foto de mi licencia',
      'preguntas sobre mi pasado',
      '¿Por qué necesitan confirmar quién soy?',
    ],
    body:
      'Los prestamistas deben verificar a quién le prestan, y eso le protege contra el fraude: usted sube una foto de su identificación oficial (licencia de manejo, pasaporte, tarjeta de identificación estatal o tarjeta de residente permanente), el frente y, cuando se lo pedimos, el reverso. ' +
      'En un teléfono puede tomar la foto con la cámara. Si la verificación falla verá por qué, y una solicitud en su expediente le pide intentarlo de nuevo con una foto clara; algunas verificaciones las revisa una persona.',
  },
  'existing-loans': {
    title: 'Préstamos que ya tiene sobre su vivienda',
    keywords:
      'gravamen gravámenes hipoteca primera segunda préstamo existente búsqueda de título pagar liquidar carta de liquidación mantener ya pagado comprobante actual anterior deuda embargo lien limpio liberación consolidar lo pagué sigue apareciendo',
    questions: [
      '¿Tengo que pagar mi hipoteca?',
      '¿Y si un préstamo que encontraron ya está pagado?',
      'tengo que liquidar mi hipoteca actual',
      'me puedo quedar con la hipoteca que ya tengo',
      'puedo pagar mi otro heloc con esta línea',
      'un préstamo que ya pagué sigue saliendo',
      'qué es una carta de liquidación',
      'qué es un gravamen',
      'qué es un lien',
      'puedo consolidar mi segunda hipoteca',
      'qué hace la búsqueda de título',
      '¿Cómo se manejan los préstamos existentes sobre mi propiedad?',
      'hipoteca actual',
      'otros gravamenes en mi casa',
      'ya tengo segunda hipoteca',
      'saldo de la hipoteca',
      '¿Mi hipoteca afecta esta línea?',
    ],
    body:
      'Una búsqueda de título muestra los préstamos registrados sobre su vivienda (gravámenes). Para cada uno nos dice si lo mantiene, si lo paga con su línea o si ya está pagado. ' +
      'Un préstamo pagado con su línea se le paga a su prestamista al momento del desembolso y se descuenta de su retiro, así que su retiro debe cubrirlo; le pedimos a ese prestamista una carta de liquidación. ' +
      'Para un préstamo ya pagado, suba el comprobante.',
  },
  'bank-accounts': {
    title: 'Sus cuentas bancarias',
    keywords:
      'cuenta bancaria banco cheques ahorros depósito directo número de ruta vincular conectar desembolso dónde envían dinero cambiar cuenta routing ABA banca en línea usuario cooperativa credit union equivocada escribir a mano últimos 4 dígitos',
    questions: [
      '¿A dónde me envían el dinero?',
      '¿Cómo agrego mi cuenta bancaria?',
      'cómo conecto mi banco',
      'puedo escribir mi número de cuenta y de ruta',
      'guardan mi usuario del banco',
      'puedo usar una cuenta de una cooperativa',
      'puse la cuenta equivocada cómo la cambio',
      'mi banco no aparece para vincular',
      'por qué solo veo los últimos 4 dígitos',
      'puedo cambiar de banco después',
      'a qué cuenta me mandan el préstamo',
      '¿Cómo actualizo la cuenta bancaria antes de confirmar?',
      'vincular mi banco',
      'donde depositan el dinero',
      'cuenta para los pagos',
      'cambiar mi cuenta bancaria',
      '¿Qué cuenta recibe los fondos?',
    ],
    body:
      'En el paso bancario nos da la cuenta a la que se le envía el dinero: la vincula con el inicio de sesión de su banco, sin escribir nada, o escribe su número de ruta y de cuenta. ' +
      'Mostramos una cuenta solo por sus últimos 4 dígitos, y nunca guardamos el acceso a su banco. También elige si paga con pago automático, desde esa cuenta o desde otra. ' +
      'Puede cambiar la cuenta hasta que confirme el paso bancario.',
  },
};
