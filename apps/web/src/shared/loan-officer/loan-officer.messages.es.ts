import type { Catalogue } from '../../lib/i18n';
import type { loanOfficerMessages } from './loan-officer.messages';

const es: Catalogue<typeof loanOfficerMessages> = {
  region: 'Su oficial de préstamos',
  fallbackName: 'Su oficial de préstamos',
  nmls: 'NMLS #{nmls}',
  licensedIn: 'Con licencia en {states}',
};
export default es;
