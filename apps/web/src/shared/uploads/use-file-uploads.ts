import { uploadProblem, type Message } from '@heloc/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';

/** A file on its way up (or refused): shown in the list until it is stored, or with its error. */
export interface PendingUpload {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** 0 to 1. */
  progress: number;
  /** What went wrong, shown through useI18n().localize. */
  error: string | Message | null;
}

/** Sends one file to its call, reporting progress (0 to 1); aborted when the screen goes away. */
export type SendFile = (file: File, onProgress: (progress: number) => void, signal: AbortSignal) => Promise<unknown>;

/**
 * Sends each chosen file at once (several at a time), with its progress; a file the domain's check refuses (type,
 * size) is listed with the message and never sent. Once stored, `storedKey` is refetched (the list of stored files)
 * and the file leaves the pending list. Used by every upload screen (income documents, condition documents).
 */
export function useFileUploads(send: SendFile, storedKey: QueryKey) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Set<AbortController>());
  // The latest key, read when an upload finishes (a new array with the same parts is the same query).
  const stored = useRef(storedKey);
  stored.current = storedKey;
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
        send(file, (progress) => update(id, { progress }), controller.signal)
          .then(async () => {
            await queryClient.invalidateQueries({ queryKey: stored.current });
            setPending((list) => list.filter((item) => item.id !== id));
          })
          .catch((error: unknown) => update(id, { error: errorMessageOf(error) }))
          .finally(() => controllers.current.delete(controller));
      }
    },
    [send, queryClient],
  );

  const dismiss = (id: string) => setPending((list) => list.filter((item) => item.id !== id));
  const isUploading = pending.some((item) => item.error === null);
  return { pending, add, dismiss, isUploading };
}
