import type { EvaluationQuestion } from './evaluation-question';

/*
 * A fourth held-out list in Spanish (evaluation-question.ts), written before the decline rules of the second tuning
 * round and never tuned on. Most of its unanswerable questions share words with an article but ask about a
 * neighbouring subject (ahorros, hipotecas, otros préstamos, tarjetas, impuestos, seguros); its answerable ones are
 * asked in styles the other lists use little: in capitals, as a statement, with a story before the question, from
 * another person's side, with abbreviations and English words mixed in.
 */

export const FOURTH_INDEPENDENT: readonly EvaluationQuestion[] = [
  { question: 'TENGO QUE PAGAR ALGO POR ADELANTADO', expect: 'rates-and-fees' },
  { question: 'digame todos los costos, originacion, avaluo, registro, todo', expect: 'rates-and-fees' },
  { question: 'su tasa es prime mas cuanto', expect: 'fixed-and-variable-rates' },
  { question: 'puedo fijar la tasa de una parte del saldo', expect: 'fixed-and-variable-rates' },
  { question: 'me prestarian el 90 por ciento de lo que vale mi casa', expect: 'how-much-you-can-borrow' },
  {
    question:
      'Vamos a arreglar la cocina en marzo y el techo el año que viene. Quisiera sacar solo lo que necesito para cada trabajo cuando llegue.',
    expect: 'draws',
  },
  { question: 'cuanto dura el periodo de retiro', expect: 'draws' },
  { question: 'por ahora solo quiero pagar los intereses', expect: 'monthly-payments' },
  { question: 'pago min mensual?', expect: 'monthly-payments' },
  { question: 'hay penalidad por prepago', expect: 'paying-off-early' },
  { question: 'quiero pagos recurrentes desde mi banco', expect: 'autopay' },
  { question: 'que sigue despues de escoger una oferta', expect: ['application-steps', 'choosing-an-offer'] },
  { question: 'para que preguntan mi etnia, me lo puedo saltar', expect: 'more-info-step' },
  { question: 'me pagan en efectivo con propinas, como compruebo mis ingresos', expect: 'income-verification' },
  { question: 'fallaron las preguntas sobre mis direcciones anteriores, y ahora', expect: 'identity-verification' },
  { question: 'todavia aparece un gravamen viejo de 2009 en mi casa', expect: 'existing-loans' },
  { question: 'conecte la cuenta de banco equivocada', expect: 'bank-accounts' },
  { question: 'la app dice que tengo una condicion pendiente, que significa', expect: 'documents' },
  { question: 'solicitar aparece como consulta dura en mi credito?', expect: 'credit-checks' },
  { question: 'me rechazaron y quiero saber la razon', expect: 'reviews-and-declines' },
  { question: 'creo que el valor que le dieron a mi casa es muy bajo', expect: 'home-value' },
  { question: 'le rento mi casa a inquilinos, todavia puedo solicitar', expect: 'eligibility' },
  { question: 'donde firmo electronicamente los papeles de cierre', expect: 'signing' },
  { question: 'se puede hacer lo del notario por videollamada desde mi computadora', expect: 'notary' },
  { question: 'mi mama esta en la escritura conmigo, le llega un correo para firmar?', expect: 'co-signers' },
  { question: 'despues de firmar, cuantos dias tengo para arrepentirme', expect: 'right-to-cancel' },
  { question: 'cuanto tardan en depositar el dinero despues del cierre', expect: 'funding-times' },
  { question: 'mi numero de seguro social esta cifrado?', expect: 'data-security' },
  { question: 'quiero hablar con una persona de verdad', expect: 'contact-a-person' },
  { question: 'cuanto interes pagan en una cuenta de ahorros', expect: 'none' },
  { question: 'me pueden dar un prestamo para un carro', expect: 'none' },
  { question: 'como refinancio mi hipoteca con ustedes', expect: 'none' },
  { question: 'como va a estar el clima este fin de semana', expect: 'none' },
  { question: 'me conviene invertir en bitcoin o en oro', expect: 'none' },
  { question: 'que tasa pagan en un certificado de deposito a 12 meses', expect: 'none' },
  { question: 'ofrecen hipoteca de tasa fija para comprar una casa nueva', expect: 'none' },
  { question: 'cual es la tasa de interes de su tarjeta de credito', expect: 'none' },
  { question: 'mi hija necesita un prestamo estudiantil para la universidad', expect: 'none' },
  { question: 'necesito un prestamo personal de 5000 sin poner la casa', expect: 'none' },
  { question: 'me pueden notarizar mi testamento', expect: 'none' },
  { question: 'como apelo el avaluo de mis impuestos de propiedad', expect: 'none' },
  { question: 'a cuanto estan hoy las hipotecas a 30 años', expect: 'none' },
  { question: 'como subo mi puntaje de credito rapido', expect: 'none' },
  { question: 'estoy atrasado con mi hipoteca y me van a embargar la casa, que hago', expect: 'none' },
  { question: 'como le mando dinero a mi hijo por zelle', expect: 'none' },
  { question: 'como funciona una hipoteca inversa', expect: 'none' },
  { question: 'tienen lineas de credito para mi negocio', expect: 'none' },
  { question: 'puedo abrir una cuenta de cheques en linea', expect: 'none' },
  { question: 'cuanto debo dar de enganche para una casa', expect: 'none' },
  { question: 'cuando me llega el reembolso de impuestos', expect: 'none' },
  { question: 'como cancelo mi membresia del gimnasio', expect: 'none' },
  { question: 'cuanto tarda sacar el pasaporte', expect: 'none' },
  { question: 'quien gano el partido de futbol anoche', expect: 'none' },
  { question: 'estan contratando oficiales de prestamos', expect: 'none' },
  { question: 'mi seguro de casa cubre una tuberia rota', expect: 'none' },
  { question: 'es mejor rentar o comprar una camioneta', expect: 'none' },
  { question: 'puedo pedir un prestamo de dia de pago', expect: 'none' },
];
