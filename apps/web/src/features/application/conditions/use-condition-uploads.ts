import { uploadProblem } from '@heloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { applicationKeys } from '../api/application-keys';
import { uploadConditionDocument } from './conditions-api';

/** A file on its way up (or refused): listed until it is stored, or with its error. */
export interface PendingUpload {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

/**
 * Sends each chosen file at once, with its progress; a file the domain's check refuses (type, size) is listed with
 * the message and never sent. Stored files join the conditions query.
 */
export function useConditionUploads(uuid: string, conditionUuid: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (id: string, patch: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const id = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        const problem = uploadProblem(file);
        setPending((list) => [...list, { id, name: file.name, size: file.size, progress: 0, error: problem }]);
        if (problem) continue;
        const controller = new AbortController();
        controllers.current.add(controller);
        uploadConditionDocument(uuid, conditionUuid, file, (progress) => update(id, { progress }), controller.signal)
          .then(async () => {
            await queryClient.invalidateQueries({ queryKey: applicationKeys.conditions(uuid) });
            setPending((list) => list.filter((item) => item.id !== id));
          })
          .catch((error: unknown) => update(id, { error: errorMessageOf(error) }))
          .finally(() => controllers.current.delete(controller));
      }
    },
    [conditionUuid, queryClient, uuid],
  );

  const dismiss = (id: string) => setPending((list) => list.filter((item) => item.id !== id));
  const isUploading = pending.some((item) => item.error === null);
  return { pending, add, dismiss, isUploading };
}
