import { consoleAddNoteContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useAddNote = (uuid: string) =>
  useFileChange(uuid, (note: string) => staffCall(consoleAddNoteContract, { params: { uuid }, body: { note } }), true);
