import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleKeys } from './console-keys';
import { onStaffSessionEnded } from './staff-client';

/**
 * Once a staff call answers 401 (idle for 15 minutes, disabled, signed out elsewhere: docs/product/operations-console.md
 * §1) the client has already dropped the token; this forgets every console answer, then calls `onEnded`.
 */
export const useStaffSessionEnded = (onEnded: () => void): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onStaffSessionEnded(() => {
        queryClient.removeQueries({ queryKey: consoleKeys.all });
        onEnded();
      }),
    [onEnded, queryClient],
  );
};
