import type { DefaultArticleSource } from './default-article';

/* What the line costs, how it is drawn and repaid (docs/product/widgets-and-calculations.md §1, §9). */
export const COST_ARTICLES: readonly DefaultArticleSource[] = [
  {
    slug: 'rates-and-fees',
    source:
      'docs/product/widgets-and-calculations.md §9 (loan facts); the annual fee: the account-opening disclosure (apps/server/src/workflow/documents/closing-package-pdf.ts)',
    en: {
      title: 'Rates and fees',
      keywords:
        'APR interest rate cost costs fee fees charge charges origination valuation appraisal notarization notary recording tax taxes closing costs price annual fee out of pocket open opening hidden surprise rates range lowest highest expensive cheap pricing points yearly membership maintenance junk upfront current county closing fees',
      questions: [
        'How much does the line cost?',
        'What are the closing costs?',
        'Do I pay anything upfront?',
        'whats your interest rate',
        'what is the apr on a heloc',
        'how much is the origination fee',
        'is there an annual fee',
        'any hidden fees',
        'what fees do i pay to open the line',
        'do i have to pay closing costs out of pocket',
        'how much are the recording fees',
        'what is the lowest rate you offer',
        'Could you list all the fees involved in opening the line of credit?',
      ],
      body:
        'The APR of a line is between 7.60% and 17.20%, depending on your offer. The costs: an origination fee of up to 4.99% of your draw, added to the draw rather than paid upfront; ' +
        'a home valuation of $180, only when no automated valuation is available; $300 for a notary in person, paid to the notary; ' +
        'recording fees of $0 to $315 and recording taxes of $0 to $1,400 per $100,000, depending on where the home is. There is no annual fee. ' +
        'Your offer shows the exact figures before you choose it.',
    },
    es: {
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
      ],
      body:
        'La tasa de porcentaje anual (APR) de una línea está entre 7.60% y 17.20%, según su oferta. Los costos: una comisión de originación de hasta 4.99% de su retiro, que se suma al retiro en lugar de pagarse por adelantado; ' +
        'una valuación de la vivienda de $180, solo cuando no hay una valuación automatizada disponible; $300 por un notario en persona, que se le paga al notario; ' +
        'cargos de registro de $0 a $315 e impuestos de registro de $0 a $1,400 por cada $100,000, según dónde esté la vivienda. No hay cuota anual. ' +
        'Su oferta muestra las cifras exactas antes de que la elija.',
    },
  },
  {
    slug: 'fixed-and-variable-rates',
    source: 'docs/product/widgets-and-calculations.md §1, §9; docs/decisions.md "Draws after funding"',
    en: {
      title: 'Fixed and variable rates',
      keywords:
        'fixed variable rate interest prime margin index change go up adjust later draws adjustable ARM floating fluctuate Fed federal reserve hike increase rise drop locked in stay the same over time future',
      questions: [
        'Will my rate change?',
        'What is the prime rate?',
        'Is my rate locked?',
        'is the rate fixed or variable',
        'will my interest rate go up',
        'is it an adjustable rate',
        'what happens to my rate if the fed raises rates',
        'does my rate stay the same for the whole loan',
        'whats the margin on my heloc',
        'why does my second draw have a different rate',
        'is my rate locked in for later draws',
        'can i get a fixed rate',
        'How is the variable rate on future draws determined?',
      ],
      body:
        'Each offer says whether its rate is fixed or variable, and your first draw is priced at that rate. Draws you take later are variable: ' +
        'each is priced at the prime rate on the day you ask for it plus your line\u2019s margin, and keeps the rate it was priced at, so a later draw can have a different rate from the first. ' +
        'Choosing autopay lowers the rate of your line. Every rate stays between 7.60% and 17.20% APR.',
    },
    es: {
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
      ],
      body:
        'Cada oferta indica si su tasa es fija o variable, y su primer retiro tiene esa tasa. Los retiros que haga después son variables: ' +
        'cada uno tiene la tasa preferencial (prime) del día en que lo pide más el margen de su línea, y conserva esa tasa, así que un retiro posterior puede tener una tasa distinta de la del primero. ' +
        'Elegir el pago automático baja la tasa de su línea. Toda tasa queda entre 7.60% y 17.20% de APR.',
    },
  },
  {
    slug: 'how-much-you-can-borrow',
    source: 'docs/product/widgets-and-calculations.md §9 (loan facts)',
    en: {
      title: 'How much you can borrow',
      keywords:
        'amount limit maximum minimum loan size line size credit limit largest smallest biggest equity qualify max cap up to 400k 15k LTV CLTV loan-to-value combined available tap access borrow against my home big large approved owe',
      questions: [
        'What is the most I can get?',
        'How big a line can I qualify for?',
        'how much can i borrow',
        'whats the max loan amount',
        'what is the minimum line amount',
        'can i get a 400k heloc',
        'how much of my equity can i borrow',
        'what ltv do you lend up to',
        'how is my credit limit decided',
        'why was my line amount lower than i expected',
        'does what i owe on the house lower my limit',
        'What factors determine the size of the credit line I am offered?',
      ],
      body:
        'A line is between $15,000 and $400,000. How much you are offered depends on the value of your home, what you still owe on it, your credit and your income. ' +
        'After the rate check you see your offers and choose the amount that suits you.',
    },
    es: {
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
      ],
      body:
        'Una línea es de entre $15,000 y $400,000. El monto que se le ofrece depende del valor de su vivienda, de lo que aún debe sobre ella, de su crédito y de sus ingresos. ' +
        'Después de consultar su tasa, verá sus ofertas y elegirá el monto que le convenga.',
    },
  },
  {
    slug: 'draws',
    source:
      'docs/product/widgets-and-calculations.md §9 "Draws after funding"; docs/decisions.md "Draws after funding"',
    en: {
      title: 'Draws and the draw period',
      keywords:
        'draw draws withdraw withdrawal borrow more again additional another second take money out available dashboard draw period years access use the line reuse revolving request how often minimum $500 pending how many',
      questions: [
        'Can I get more money from my line later?',
        'How do I use my line after closing?',
        'When does the draw period end?',
        'how do i take out more money',
        'whats the minimum draw',
        'how do i request a draw from my dashboard',
        'is there a fee to draw',
        'can i have two draws at once',
        'how long can i keep drawing from the heloc',
        'how much do i have available to draw',
        'i need 2000 more from my line how do i get it',
        'can i use my line again later',
        'Is there a limit on how many withdrawals I can make from the line?',
      ],
      body:
        'Your first draw is the amount you choose with your offer, sent to you at funding with the origination fee added to it. ' +
        'After funding you can ask for more from your dashboard during the draw period: 5 years from funding, never longer than your term. ' +
        'Each later draw is in whole dollars, at least $500 and at most what is available (your credit limit less what you have drawn), one at a time, with no fee; its rate is the prime rate plus your line\u2019s margin.',
    },
    es: {
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
      ],
      body:
        'Su primer retiro es el monto que elige con su oferta, y se le envía al momento del desembolso con la comisión de originación sumada. ' +
        'Después del desembolso puede pedir más desde su panel durante el período de retiro: 5 años desde el desembolso, nunca más que su plazo. ' +
        'Cada retiro posterior es en dólares enteros, de al menos $500 y como máximo lo disponible (su límite de crédito menos lo que ha retirado), uno a la vez y sin cargo; su tasa es la tasa preferencial (prime) más el margen de su línea.',
    },
  },
  {
    slug: 'monthly-payments',
    source:
      'docs/product/widgets-and-calculations.md §9 (monthly payment, interest); docs/decisions.md "Draws after funding" (billing rule)',
    en: {
      title: 'Monthly payments',
      keywords:
        'payment payments monthly installment due date bill billing interest daily late fee repay repayment term calculated first payment start paying per month statement amortized principal interest-only minimum missed grace period schedule accrue accrues starts begin',
      questions: [
        'How much will I pay each month?',
        'When are payments due?',
        'How is interest charged?',
        'whats my monthly payment on the heloc',
        'when is my first payment due',
        'what day of the month is my payment due',
        'is it interest only or principal and interest',
        'what happens if i pay late',
        'what if i miss a payment',
        'does my payment go up when i take another draw',
        'how is the monthly payment calculated',
        'when does interest start',
        'Could you explain how interest accrues on my balance?',
      ],
      body:
        'Each offer shows the monthly payment of your first draw: equal monthly payments that repay the draw, with its fee, over the offer\u2019s term. ' +
        'The first payment is due one month after funding, then on the same day each month. Each later draw adds its own payment. ' +
        'Interest is charged on your daily balance from the day a draw is funded. A payment made late costs the late fee your account-opening disclosure states.',
    },
    es: {
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
      ],
      body:
        'Cada oferta muestra el pago mensual de su primer retiro: pagos mensuales iguales que pagan el retiro, con su comisión, durante el plazo de la oferta. ' +
        'El primer pago vence un mes después del desembolso y luego el mismo día de cada mes. Cada retiro posterior suma su propio pago. ' +
        'El interés se cobra sobre su saldo diario desde el día en que se desembolsa un retiro. Un pago atrasado tiene el cargo por atraso que indica su divulgación de apertura de cuenta.',
    },
  },
  {
    slug: 'paying-off-early',
    source: 'the line agreement, "4. Prepayment" (apps/server/src/workflow/documents/closing-package-pdf.ts)',
    en: {
      title: 'Paying off early',
      keywords:
        'pay off early payoff prepay prepayment penalty extra pay more repay whole balance sooner all at once close the line lump sum pay down additional payments ahead of schedule faster save interest full',
      questions: [
        'Is there a penalty for paying early?',
        'Can I pay more than the monthly payment?',
        'Can I pay the balance in full?',
        'can i pay it off early',
        'any prepayment penalty',
        'can i make extra payments',
        'if i pay extra does it go to principal',
        'can i pay a lump sum',
        'will paying more save me interest',
        'can i pay off the heloc next year',
        'is there a fee if i pay the balance early',
        'can i pay down my line faster',
        'Am I allowed to repay the full balance ahead of schedule without penalty?',
      ],
      body:
        'You can pay all or part of your balance at any time, without a prepayment penalty or fee (your line agreement, Prepayment). ' +
        'Paying more than your monthly payment lowers your balance, and so the interest you pay.',
    },
    es: {
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
      ],
      body:
        'Puede pagar todo o parte de su saldo en cualquier momento, sin penalidad ni cargo por pago anticipado (su contrato de línea, Pago anticipado). ' +
        'Pagar más que su pago mensual reduce su saldo y, con él, el interés que paga.',
    },
  },
  {
    slug: 'autopay',
    source: 'docs/decisions.md "Finishing the application: bank accounts" (autopay pricing)',
    en: {
      title: 'Autopay',
      keywords:
        'autopay automatic payment payments debit discount lower rate enroll sign up checking account withdraw auto pay autodebit ACH recurring every month set up turn off opt out required optional reduction different',
      questions: [
        'Is there an autopay discount?',
        'Can payments come out of my account automatically?',
        'how do i set up autopay',
        'whats the autopay discount',
        'do i have to use autopay',
        'can i turn off autopay later',
        'can autopay come from a different account',
        'what if i dont want automatic payments',
        'does autopay lower my rate',
        'can my heloc payment be debited from checking every month',
        'is autopay required',
        'How much lower is my rate if I enroll in automatic payments?',
      ],
      body:
        'On the bank accounts step you choose whether to pay by autopay: your monthly payment is then taken from your bank account automatically, ' +
        'from the account your money is sent to or another one. Autopay lowers your rate by the offer\u2019s autopay discount. ' +
        'If you decline it, you see the higher payment and the monthly difference before you go on.',
    },
    es: {
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
      ],
      body:
        'En el paso de cuentas bancarias usted elige si paga con pago automático: su pago mensual se cobra entonces de su cuenta bancaria automáticamente, ' +
        'de la cuenta donde se le envía el dinero o de otra. El pago automático baja su tasa con el descuento por pago automático de la oferta. ' +
        'Si no lo elige, verá el pago más alto y la diferencia mensual antes de continuar.',
    },
  },
];
