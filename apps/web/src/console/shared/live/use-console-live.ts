import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleKeys } from '../api/console-keys';
import { consoleLiveSocketUrl, liveSocketToken } from '../api/live-socket-session';
import { ConsoleLiveSocket } from './console-live-socket';
import { markChanged } from './seen-files';

/*
 * A screen kept live (docs/product/operations-console.md §10): while it is shown, the member's live socket is open and
 * what it hears becomes reads. A changed file is read again if a screen shows it (the open file, its chats); the
 * pipeline is read again if on screen, at most once per PIPELINE_EVERY_MS however many files change. Nothing polls.
 */

/** The pipeline's reads at most this often while files keep changing (ours; within the second the product asks). */
const PIPELINE_EVERY_MS = 500;

export const useConsoleLive = (memberUuid: string | undefined): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberUuid) return undefined;
    let pipelineTimer: ReturnType<typeof setTimeout> | undefined;
    let pipelineReadAt = 0;
    const readPipelineAgain = () => {
      if (pipelineTimer) return;
      const wait = Math.max(0, pipelineReadAt + PIPELINE_EVERY_MS - Date.now());
      pipelineTimer = setTimeout(() => {
        pipelineTimer = undefined;
        pipelineReadAt = Date.now();
        void queryClient.invalidateQueries({ queryKey: consoleKeys.pipelines() });
        // A file that changed may have made a notification for the member (features/notifications).
        void queryClient.invalidateQueries({ queryKey: consoleKeys.notifications() });
      }, wait);
    };
    const socket = new ConsoleLiveSocket({
      url: consoleLiveSocketUrl(),
      token: liveSocketToken,
      onFileChanged: (uuid) => {
        markChanged(memberUuid, uuid, new Date());
        void queryClient.invalidateQueries({ queryKey: consoleKeys.file(uuid) });
        void queryClient.invalidateQueries({ queryKey: consoleKeys.fileChats(uuid) });
        readPipelineAgain();
      },
      onReady: (again) => {
        if (!again) return;
        // Back after a loss: what changed meanwhile reached no socket of ours, so what is on screen is read again.
        void queryClient.invalidateQueries({ queryKey: consoleKeys.files() });
        void queryClient.invalidateQueries({ queryKey: consoleKeys.pipelines() });
      },
    });
    socket.start();
    return () => {
      clearTimeout(pipelineTimer);
      socket.stop();
    };
  }, [queryClient, memberUuid]);
};
