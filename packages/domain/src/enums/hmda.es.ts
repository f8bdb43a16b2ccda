import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/hmda.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.hmda.ethnicity.HISPANIC_OR_LATINO': 'Hispano o latino',
  'domain.hmda.ethnicity.MEXICAN': 'Mexicano',
  'domain.hmda.ethnicity.PUERTO_RICAN': 'Puertorriqueño',
  'domain.hmda.ethnicity.CUBAN': 'Cubano',
  'domain.hmda.ethnicity.OTHER_HISPANIC_OR_LATINO': 'Otro origen hispano o latino',
  'domain.hmda.ethnicity.NOT_HISPANIC_OR_LATINO': 'No hispano ni latino',
  'domain.hmda.notProvided': 'No deseo proporcionar esta información',
  'domain.hmda.freeText.enterOrigin': 'Ingrese el origen',
  'domain.hmda.freeText.originExamples':
    'Ejemplos: argentino, colombiano, dominicano, nicaragüense, salvadoreño, español, etc.',
  'domain.hmda.freeText.enterTribe': 'Ingrese el nombre de la tribu inscrita o principal',
  'domain.hmda.freeText.enterRace': 'Ingrese la raza',
  'domain.hmda.freeText.asianExamples': 'Ejemplos: hmong, laosiano, tailandés, paquistaní, camboyano, etc.',
  'domain.hmda.freeText.pacificIslanderExamples': 'Ejemplos: fiyiano, tongano, etc.',
  'domain.hmda.group.ethnicity': 'Origen étnico',
  'domain.hmda.group.race': 'Raza',
  'domain.hmda.group.sex': 'Sexo',
  'domain.hmda.intro':
    'El propósito de recopilar esta información es ayudar a garantizar que todos los solicitantes reciban un trato justo y que se satisfagan las necesidades de vivienda de las comunidades y los vecindarios. Para los préstamos hipotecarios residenciales, la ley federal exige que pidamos a los solicitantes su información demográfica (origen étnico, sexo y raza) para supervisar nuestro cumplimiento de las leyes de igualdad de oportunidades de crédito, vivienda justa y divulgación de hipotecas. Usted no está obligado a proporcionar esta información, pero le recomendamos hacerlo. Puede seleccionar una o más opciones de "Origen étnico" y una o más de "Raza". La ley establece que no podemos discriminar por esta información ni por su decisión de proporcionarla. Sin embargo, si decide no proporcionarla y presentó esta solicitud en persona, las regulaciones federales nos exigen anotar su origen étnico, sexo y raza según observación visual o apellido. La ley también establece que no podemos discriminar por la edad o el estado civil que usted indique en esta solicitud. Si no desea proporcionar parte o toda esta información, marque abajo.',
  'domain.hmda.multiChoiceHint': 'Marque una o más opciones',
  'domain.hmda.race.AMERICAN_INDIAN_OR_ALASKA_NATIVE': 'Indígena americano o nativo de Alaska',
  'domain.hmda.race.ASIAN': 'Asiático',
  'domain.hmda.race.ASIAN_INDIAN': 'Indio asiático',
  'domain.hmda.race.CHINESE': 'Chino',
  'domain.hmda.race.FILIPINO': 'Filipino',
  'domain.hmda.race.JAPANESE': 'Japonés',
  'domain.hmda.race.KOREAN': 'Coreano',
  'domain.hmda.race.VIETNAMESE': 'Vietnamita',
  'domain.hmda.race.OTHER_ASIAN': 'Otro asiático',
  'domain.hmda.race.BLACK_OR_AFRICAN_AMERICAN': 'Negro o afroamericano',
  'domain.hmda.race.NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER': 'Nativo de Hawái u otra isla del Pacífico',
  'domain.hmda.race.NATIVE_HAWAIIAN': 'Nativo de Hawái',
  'domain.hmda.race.GUAMANIAN_OR_CHAMORRO': 'Guameño o chamorro',
  'domain.hmda.race.SAMOAN': 'Samoano',
  'domain.hmda.race.OTHER_PACIFIC_ISLANDER': 'Otro isleño del Pacífico',
  'domain.hmda.race.WHITE': 'Blanco',
  'domain.hmda.sex.FEMALE': 'Femenino',
  'domain.hmda.sex.MALE': 'Masculino',
};
export default es;
