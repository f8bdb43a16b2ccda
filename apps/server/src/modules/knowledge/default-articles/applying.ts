import type { DefaultArticleSource } from './default-article';

/* The steps of the application, what each asks and why (docs/product/application-area.md §2.5, docs/decisions.md). */
export const APPLYING_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'application-steps',
    source: 'docs/product/application-area.md §1, §2.5',
    en: {
      title: 'The steps of the application',
      keywords:
        'process steps stages how does it work what happens next next step progress timeline start finish order where am I left remaining status standing overview roadmap walk me through how many stuck where is my application after I apply',
      questions: [
        'What do I do next?',
        'How does the process work?',
        'What comes after this step?',
        'whats the status of my application',
        'where is my application at',
        'what are the steps to get a heloc',
        'how many steps are there',
        'what happens after i apply',
        'walk me through the process',
        'whats left to do',
        'im stuck what do i do now',
        'which step am i on',
        'Could you outline the stages of the application process from start to finish?',
      ],
      body:
        'The application has 7 steps: Basic Info, Select Offer, Provide More Info, Link Income Sources, Verify Identity, Sign Documents, ' +
        'and then Talk to eNotary (or Schedule Notary Session when your closing is signed in person). ' +
        'Along the way we may value your home, ask about loans already on it, ask you to set up your bank account and ask for documents. After the notary, the right to cancel runs, then your line is funded. ' +
        'Signed in, ask me where your application stands.',
    },
    es: {
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
      ],
      body:
        'La solicitud tiene 7 pasos: Información básica, Elegir oferta, Más información, Vincular fuentes de ingresos, Verificar identidad, Firmar documentos ' +
        'y, por último, Hablar con el notario electrónico (o Programar la sesión con el notario cuando su cierre se firma en persona). ' +
        'En el camino podemos valuar su vivienda, preguntarle por los préstamos que ya tiene sobre ella, pedirle que configure su cuenta bancaria y pedirle documentos. Después del notario corre el derecho a cancelar y luego se desembolsa su línea. ' +
        'Si inició sesión, pregúnteme en qué etapa está su solicitud.',
    },
  },
  {
    slug: 'registration-questions',
    source: 'docs/product/registration-and-routing.md §2, §4, §9',
    en: {
      title: 'What we ask to check your rate, and why',
      keywords:
        'register registration sign up basic info personal information address occupancy live there for sale selling income salary name birth date birthday age phone email password why ask check my rate get started prequalify prequalification form fill out details property primary residence DOB full legal number create account annual yearly',
      questions: [
        'Why do you need this information?',
        'What information do I need to apply?',
        'what info do i give to check my heloc rate',
        'why do you ask for my income',
        'why ask for my date of birth',
        'why does it matter if i live in the house',
        'why ask if the home is for sale',
        'what do i fill out to get started',
        'why is my phone number required',
        'do i have to use my legal name',
        'what personal details do you collect when i sign up',
        'Which personal details are required to see my rate?',
      ],
      body:
        'To check your rate we ask for the property\u2019s address and whether you live there, your home address if it is another one, whether the home is for sale, your yearly income, your legal name, ' +
        'your date of birth, your phone and e-mail, and a password. We use them to see whether you are eligible (you must be at least 18), ' +
        'to find your credit report with a soft credit pull, which does not affect your score, and to price your offers. Your phone and e-mail are how we reach you about your application.',
    },
    es: {
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
      ],
      body:
        'Para consultar su tasa le pedimos la dirección de la propiedad y si vive en ella, su domicilio si es otro, si la vivienda está a la venta, sus ingresos anuales, su nombre legal, ' +
        'su fecha de nacimiento, su teléfono y su correo electrónico, y una contraseña. Los usamos para ver si es elegible (debe tener al menos 18 años), ' +
        'para encontrar su reporte de crédito con una consulta blanda, que no afecta su puntaje, y para calcular sus ofertas. Su teléfono y su correo son la forma de avisarle sobre su solicitud.',
    },
  },
  {
    slug: 'choosing-an-offer',
    source:
      'docs/product/application-area.md §2.6 (the offers screen); docs/decisions.md "Finishing the application: contact, HMDA, summary"',
    en: {
      title: 'Choosing your offer',
      keywords:
        'offer offers choose select pick compare which best term years option change confirm draw today amount options page length shorter longer lower payment wrong switch selection initial',
      questions: [
        'What is the difference between the offers?',
        'Which offer is best for me?',
        'which heloc offer should i pick',
        'how do i compare my offers',
        'should i choose a shorter or longer term',
        'can i switch to a different offer',
        'i picked the wrong offer can i change it',
        'how much should i draw today',
        'why do the offers have different terms',
        'what does each offer show',
        'can i change my offer after i confirm it',
        'What should I consider when selecting among the available offers?',
      ],
      body:
        'After the rate check you see your offers. Each shows its line amount, its rate and whether it is fixed or variable, its term, its origination fee, any discounts, ' +
        'and the monthly payment for the amount you want to draw today. Start with what you need now: you can draw more later. ' +
        'You can change your choice until you confirm it; once confirmed, the offer stays as chosen.',
    },
    es: {
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
      ],
      body:
        'Después de consultar su tasa verá sus ofertas. Cada una muestra el monto de la línea, su tasa y si es fija o variable, su plazo, su comisión de originación, los descuentos ' +
        'y el pago mensual del monto que quiere retirar hoy. Empiece con lo que necesita ahora: puede retirar más después. ' +
        'Puede cambiar su elección hasta confirmarla; una vez confirmada, la oferta queda como la eligió.',
    },
  },
  {
    slug: 'more-info-step',
    source: 'docs/decisions.md "Finishing the application: contact, HMDA, summary"',
    en: {
      title: 'Provide More Info: contact, marital status and demographic questions',
      keywords:
        'more info contact mailing address marital status married say tell spouse HMDA demographic government monitoring race ethnicity sex gender summary submit required single widowed separated unmarried demographics Hispanic Latino optional mandatory prefer not to say decline to answer skip discrimination fair lending equal credit community property homestead PO box',
      questions: [
        'Why do you ask if I am married?',
        'Why do you ask about my race?',
        'why do you ask my marital status',
        'do i have to answer the race question',
        'is the ethnicity question required',
        'can i skip the demographic questions',
        'does my race affect my approval',
        'why does being married matter for a heloc',
        'what is hmda',
        'what mailing address should i put',
        'can i change my answers before i submit',
        'Why is the lender collecting information about my sex and ethnicity?',
      ],
      body:
        'This step asks how to reach you (your mailing address and phone), your marital status, and the demographic questions. ' +
        'Marital status matters because in community-property and homestead states a spouse may have to sign the closing documents. ' +
        'The demographic questions (ethnicity, race and sex) are the ones federal law asks lenders to collect to monitor fair lending; you may answer "I do not wish to provide this information", and they do not affect your decision. ' +
        'You can change these answers until you submit your application.',
    },
    es: {
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
      ],
      body:
        'Este paso pregunta cómo contactarle (su dirección postal y su teléfono), su estado civil y las preguntas demográficas. ' +
        'El estado civil importa porque en los estados de bienes gananciales y de vivienda familiar protegida (homestead) puede que su cónyuge tenga que firmar los documentos de cierre. ' +
        'Las preguntas demográficas (origen étnico, raza y sexo) son las que la ley federal pide a los prestamistas para vigilar que se preste sin discriminación; puede responder "No deseo proporcionar esta información", y no afectan su decisión. ' +
        'Puede cambiar estas respuestas hasta que envíe su solicitud.',
    },
  },
  {
    slug: 'income-verification',
    source: 'docs/decisions.md "Finishing the application: income"',
    en: {
      title: 'Verifying your income',
      keywords:
        'income verify verification proof employment employer job payroll paystub paystubs W-2 tax return self-employed bank link upload salary wages pay stub pay stubs check stubs 1099 gig worker freelance freelancer own business pension retired VOE login commission bonus two jobs',
      questions: [
        'How do you check my income?',
        'What do I upload to prove my income?',
        'how do you verify income for a heloc',
        'what counts as proof of income',
        'im self employed how do i show income',
        'do you accept 1099s',
        'can i just link my payroll',
        'will you call my employer',
        'how long does employer verification take',
        'what if my income comes back lower',
        'which pay stubs should i upload',
        'I work for myself and have no W-2, what is acceptable?',
      ],
      body:
        'We confirm the income you told us, so your line fits what you can repay. Depending on how you earn, you can link your payroll or your bank account, ' +
        'upload documents (for wages, your recent paystubs and your W-2; if you are self-employed, your tax returns or bank statements), or let us ask your employer, which takes a few business days. ' +
        'If the income we verify is lower than you told us, your offers may be revised and you choose again.',
    },
    es: {
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
      ],
      body:
        'Confirmamos los ingresos que nos indicó, para que su línea se ajuste a lo que puede pagar. Según cómo gane su dinero, puede vincular su nómina o su cuenta bancaria, ' +
        'subir documentos (si es asalariado, sus talones de pago recientes y su W-2; si trabaja por cuenta propia, sus declaraciones de impuestos o estados de cuenta) o dejar que preguntemos a su empleador, lo que toma unos días hábiles. ' +
        'Si los ingresos que verificamos son menores de lo que nos indicó, sus ofertas pueden cambiar y usted elige de nuevo.',
    },
  },
  {
    slug: 'identity-verification',
    source: 'docs/decisions.md "Finishing the application: identity and liens"',
    en: {
      title: 'Verifying your identity',
      keywords:
        'identity ID identification verify verification photo picture driver license passport state ID card permanent resident card green card accept accepted kind type government fraud failed rejected selfie camera DL drivers real expired blurry glare front back side who I am KYC matricula consular foreign military',
      questions: [
        'Why do you need a photo of my ID?',
        'My ID was not accepted, what now?',
        'what ids do you accept',
        'can i use my passport',
        'do you take a green card',
        'my id photo keeps failing',
        'do i have to upload the back of my license',
        'my picture is blurry what do i do',
        'can i take the photo with my phone',
        'why do you verify my identity',
        'is a state id ok instead of a drivers license',
        'What forms of government-issued identification are acceptable?',
      ],
      body:
        'Lenders must verify who they lend to, and it protects you from fraud: you upload a photo of your government-issued ID (a driver\u2019s license, a passport, a state ID card or a permanent resident card), its front and, when asked, its back. ' +
        'On a phone you can take the photo with the camera. If the check fails you see why, and a request in your application asks you to try again with a clear photo; some checks go to a person for review.',
    },
    es: {
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
      ],
      body:
        'Los prestamistas deben verificar a quién le prestan, y eso le protege contra el fraude: usted sube una foto de su identificación oficial (licencia de manejo, pasaporte, tarjeta de identificación estatal o tarjeta de residente permanente), el frente y, cuando se lo pedimos, el reverso. ' +
        'En un teléfono puede tomar la foto con la cámara. Si la verificación falla verá por qué, y una solicitud en su expediente le pide intentarlo de nuevo con una foto clara; algunas verificaciones las revisa una persona.',
    },
  },
  {
    slug: 'existing-loans',
    source: 'docs/decisions.md "Finishing the application: identity and liens" (liens, payoff and the draw)',
    en: {
      title: 'Loans already on your home',
      keywords:
        'lien liens mortgage first second existing loan title search pay off payoff letter keep already paid proof home equity loan current 2nd judgment consolidate still showing release',
      questions: [
        'Do I have to pay off my mortgage?',
        'What if a loan you found is already paid?',
        'do i have to pay off my current mortgage',
        'can i keep my first mortgage',
        'can i use the line to pay off another heloc',
        'a paid off loan is still showing on my title',
        'what is a payoff letter',
        'what is a lien',
        'the title search found a loan i already paid',
        'can i pay off my second mortgage with this',
        'what does the title search do',
        'How are existing liens on my property handled?',
      ],
      body:
        'A title search lists the loans recorded on your home (liens). For each one you tell us whether to keep it, to pay it off from your line, or that it is already paid. ' +
        'A loan paid off from your line is paid to its lender at funding and taken from your draw, so your draw must cover it; we ask that lender for a payoff letter. ' +
        'For a loan already paid, upload the proof.',
    },
    es: {
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
      ],
      body:
        'Una búsqueda de título muestra los préstamos registrados sobre su vivienda (gravámenes). Para cada uno nos dice si lo mantiene, si lo paga con su línea o si ya está pagado. ' +
        'Un préstamo pagado con su línea se le paga a su prestamista al momento del desembolso y se descuenta de su retiro, así que su retiro debe cubrirlo; le pedimos a ese prestamista una carta de liquidación. ' +
        'Para un préstamo ya pagado, suba el comprobante.',
    },
  },
  {
    slug: 'bank-accounts',
    source: 'docs/decisions.md "Finishing the application: bank accounts"; docs/product/application-area.md §5.2',
    en: {
      title: 'Your bank accounts',
      keywords:
        'bank account checking savings deposit direct deposit routing number link connect disbursement where money sent change account ABA online banking login credit union wrong type manually manual entry last 4 digits',
      questions: [
        'Where will you send my money?',
        'How do I add my bank account?',
        'how do i link my bank',
        'can i type my account and routing number',
        'do you save my bank login',
        'can i use a credit union account',
        'i entered the wrong account how do i change it',
        'which account is my money sent to',
        'why only the last 4 digits of my account',
        'my bank isnt showing up to connect',
        'can i use a different bank than my checking',
        'How do I update the bank account on file before confirming?',
      ],
      body:
        'On the bank step you give the account your money is sent to: link it through your bank\u2019s sign-in, so nothing is typed, or type its routing and account numbers. ' +
        'We show an account only by its last 4 digits, and your bank sign-in is never stored. You also choose whether to pay by autopay, from that account or another. ' +
        'You can change the account until you confirm the bank step.',
    },
    es: {
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
      ],
      body:
        'En el paso bancario nos da la cuenta a la que se le envía el dinero: la vincula con el inicio de sesión de su banco, sin escribir nada, o escribe su número de ruta y de cuenta. ' +
        'Mostramos una cuenta solo por sus últimos 4 dígitos, y nunca guardamos el acceso a su banco. También elige si paga con pago automático, desde esa cuenta o desde otra. ' +
        'Puede cambiar la cuenta hasta que confirme el paso bancario.',
    },
  },
];
