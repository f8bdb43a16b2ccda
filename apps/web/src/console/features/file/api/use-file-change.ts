import type { ApplicationFile } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/console-keys';

/**
 * A change to a file: a call answering the whole file replaces it in the cache; any other answer (a condition) reads
 * the file again. The pipeline's rows may have changed too (status, waiting on, open conditions).
 */
export const useFileChange = <A, R>(uuid: string, call: (args: A) => Promise<R>, answersFile: boolean) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if (answersFile) queryClient.setQueryData(consoleKeys.file(uuid), answer as ApplicationFile);
      await Promise.all([
        answersFile ? undefined : queryClient.invalidateQueries({ queryKey: consoleKeys.file(uuid) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.pipelines() }),
      ]);
    },
  });
};
