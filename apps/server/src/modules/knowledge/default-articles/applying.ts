import type { DefaultArticleSource } from './default-article';

/* The steps of the application, what each asks and why (docs/product/application-area.md §2.5, docs/decisions.md). */
export const APPLYING_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'application-steps',
    source: 'docs/product/application-area.md §1, §2.5',
    en: {
      title: 'The steps of the application',
      keywords:
        'process steps stages how does it work what happens next next step progress timeline start finish order where am I left remaining',
      questions: ['What do I do next?', 'How does the process work?', 'What comes after this step?'],
      body:
        'The application has 7 steps: Basic Info, Select Offer, Provide More Info, Link Income Sources, Verify Identity, Sign Documents, ' +
        'and then Talk to eNotary (or Schedule Notary Session when your closing is signed in person). ' +
        'Along the way we may value your home, ask about loans already on it, ask you to set up your bank account and ask for documents. After the notary, the right to cancel runs, then your line is funded. ' +
        'Signed in, ask me where your application stands.',
    },
    es: {
      title: 'Los pasos de la solicitud',
      keywords:
        'proceso pasos etapas cómo funciona qué sigue siguiente paso después progreso plazos cuánto tiempo tarda principio fin empezar comenzar orden dónde voy faltan quedan',
      questions: ['¿Qué hago ahora?', '¿Cómo funciona el proceso?', '¿Qué viene después de este paso?'],
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
        'register registration sign up basic info personal information address occupancy live there for sale selling income salary name birth date birthday age phone email password why ask',
      questions: ['Why do you need this information?', 'What information do I need to apply?'],
      body:
        'To check your rate we ask for the property\u2019s address and whether you live there, your home address if it is another one, whether the home is for sale, your yearly income, your legal name, ' +
        'your date of birth, your phone and e-mail, and a password. We use them to see whether you are eligible (you must be at least 18), ' +
        'to find your credit report with a soft credit pull, which does not affect your score, and to price your offers. Your phone and e-mail are how we reach you about your application.',
    },
    es: {
      title: 'Qué le preguntamos para consultar su tasa, y por qué',
      keywords:
        'registro registrarme inscribirme información básica datos personales dirección ocupación vive ahí a la venta ingresos salario nombre fecha de nacimiento edad teléfono correo contraseña por qué necesitan piden',
      questions: ['¿Por qué necesitan esta información?', '¿Qué datos necesito para solicitar?'],
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
      keywords: 'offer offers choose select pick compare which best term years option change confirm draw today amount',
      questions: ['What is the difference between the offers?', 'Which offer is best for me?'],
      body:
        'After the rate check you see your offers. Each shows its line amount, its rate and whether it is fixed or variable, its term, its origination fee, any discounts, ' +
        'and the monthly payment for the amount you want to draw today. Start with what you need now: you can draw more later. ' +
        'You can change your choice until you confirm it; once confirmed, the offer stays as chosen.',
    },
    es: {
      title: 'Cómo elegir su oferta',
      keywords:
        'oferta ofertas elegir escoger seleccionar comparar cuál mejor conviene plazo años opción cambiar confirmar retiro hoy monto',
      questions: ['¿Cuál es la diferencia entre las ofertas?', '¿Qué oferta me conviene más?'],
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
        'more info contact mailing address marital status married say tell spouse HMDA demographic government monitoring race ethnicity sex gender summary submit required',
      questions: ['Why do you ask if I am married?', 'Why do you ask about my race?'],
      body:
        'This step asks how to reach you (your mailing address and phone), your marital status, and the demographic questions. ' +
        'Marital status matters because in community-property and homestead states a spouse may have to sign the closing documents. ' +
        'The demographic questions (ethnicity, race and sex) are the ones federal law asks lenders to collect to monitor fair lending; you may answer "I do not wish to provide this information", and they do not affect your decision. ' +
        'You can change these answers until you submit your application.',
    },
    es: {
      title: 'Más información: contacto, estado civil y preguntas demográficas',
      keywords:
        'más información contacto dirección postal estado civil casado casada decir cónyuge esposo esposa HMDA demográficas monitoreo gobierno raza etnia origen étnico sexo género resumen enviar obligatorio',
      questions: ['¿Por qué me preguntan si estoy casado?', '¿Por qué preguntan mi raza?'],
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
        'income verify verification proof employment employer job payroll paystub paystubs W-2 tax return self-employed bank link upload salary wages',
      questions: ['How do you check my income?', 'What do I upload to prove my income?'],
      body:
        'We confirm the income you told us, so your line fits what you can repay. Depending on how you earn, you can link your payroll or your bank account, ' +
        'upload documents (for wages, your recent paystubs and your W-2; if you are self-employed, your tax returns or bank statements), or let us ask your employer, which takes a few business days. ' +
        'If the income we verify is lower than you told us, your offers may be revised and you choose again.',
    },
    es: {
      title: 'Verificación de sus ingresos',
      keywords:
        'ingresos verificar verificación comprobante empleo empleador trabajo nómina talón talones de pago W-2 declaración de impuestos trabajo por cuenta propia independiente vincular banco subir salario sueldo',
      questions: ['¿Cómo revisan mis ingresos?', '¿Qué subo para comprobar mis ingresos?'],
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
        'identity ID identification verify verification photo picture driver license passport state ID card permanent resident card green card accept accepted kind type government fraud failed rejected selfie camera',
      questions: ['Why do you need a photo of my ID?', 'My ID was not accepted, what now?'],
      body:
        'Lenders must verify who they lend to, and it protects you from fraud: you upload a photo of your government-issued ID (a driver\u2019s license, a passport, a state ID card or a permanent resident card), its front and, when asked, its back. ' +
        'On a phone you can take the photo with the camera. If the check fails you see why, and a request in your application asks you to try again with a clear photo; some checks go to a person for review.',
    },
    es: {
      title: 'Verificación de su identidad',
      keywords:
        'identidad identificación ID verificar verificación foto licencia de manejo conducir pasaporte tarjeta estatal residente permanente green card aceptan tipo gobierno fraude falló rechazada cámara',
      questions: ['¿Por qué necesitan una foto de mi identificación?', 'No aceptaron mi identificación, ¿qué hago?'],
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
        'lien liens mortgage first second existing loan title search pay off payoff letter keep already paid proof home equity loan',
      questions: ['Do I have to pay off my mortgage?', 'What if a loan you found is already paid?'],
      body:
        'A title search lists the loans recorded on your home (liens). For each one you tell us whether to keep it, to pay it off from your line, or that it is already paid. ' +
        'A loan paid off from your line is paid to its lender at funding and taken from your draw, so your draw must cover it; we ask that lender for a payoff letter. ' +
        'For a loan already paid, upload the proof.',
    },
    es: {
      title: 'Préstamos que ya tiene sobre su vivienda',
      keywords:
        'gravamen gravámenes hipoteca primera segunda préstamo existente búsqueda de título pagar liquidar carta de liquidación mantener ya pagado comprobante',
      questions: ['¿Tengo que pagar mi hipoteca?', '¿Y si un préstamo que encontraron ya está pagado?'],
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
        'bank account checking savings deposit direct deposit routing number link connect disbursement where money sent change account',
      questions: ['Where will you send my money?', 'How do I add my bank account?'],
      body:
        'On the bank step you give the account your money is sent to: link it through your bank\u2019s sign-in, so nothing is typed, or type its routing and account numbers. ' +
        'We show an account only by its last 4 digits, and your bank sign-in is never stored. You also choose whether to pay by autopay, from that account or another. ' +
        'You can change the account until you confirm the bank step.',
    },
    es: {
      title: 'Sus cuentas bancarias',
      keywords:
        'cuenta bancaria banco cheques ahorros depósito directo número de ruta vincular conectar desembolso dónde envían dinero cambiar cuenta',
      questions: ['¿A dónde me envían el dinero?', '¿Cómo agrego mi cuenta bancaria?'],
      body:
        'En el paso bancario nos da la cuenta a la que se le envía el dinero: la vincula con el inicio de sesión de su banco, sin escribir nada, o escribe su número de ruta y de cuenta. ' +
        'Mostramos una cuenta solo por sus últimos 4 dígitos, y nunca guardamos el acceso a su banco. También elige si paga con pago automático, desde esa cuenta o desde otra. ' +
        'Puede cambiar la cuenta hasta que confirme el paso bancario.',
    },
  },
];
