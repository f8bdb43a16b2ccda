import type { Catalogue } from '../../lib/i18n';
import type { signingMessages } from './signing.messages';

const es: Catalogue<typeof signingMessages> = {
  loadingDocument: 'Cargando {title}',
  documentError: 'No pudimos mostrar este documento aquí. Descárguelo para leerlo.',
  pageOf: 'Página {number} de {count}',
  typeRequired: 'Escriba su nombre completo como firma',
  drawRequired: 'Dibuje su firma',
  howYouSign: 'Cómo firma',
  typeMode: 'Escribir mi nombre',
  drawMode: 'Dibujar mi firma',
  typedLabel: 'Escriba su nombre completo',
  drawingArea: 'Área para dibujar la firma',
  clearDrawing: 'Borrar el dibujo',
  signing: 'Firmando',
  sign: 'Firmar',
};
export default es;
