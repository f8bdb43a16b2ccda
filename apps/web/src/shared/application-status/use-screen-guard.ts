import { useEffect, useRef } from 'react';
import { useApplicationStatus } from './api/get-status';
import { useStatusCheck } from './use-status-check';

/**
 * A screen that acts only at some statuses: when the application is elsewhere (moved on, or an old link),
 * the status check routes to its screen once. Answers the check (for the screen's own Check status) and whether the
 * application has moved on.
 */
export function useScreenGuard(uuid: string, statuses: readonly string[]) {
  const { data: status } = useApplicationStatus(uuid);
  const check = useStatusCheck(uuid);
  const runCheck = check.check;
  const routed = useRef(false);
  const hasMovedOn = status !== undefined && !statuses.includes(status.checklistStatus);
  useEffect(() => {
    if (!hasMovedOn || routed.current) return;
    routed.current = true;
    void runCheck();
  }, [hasMovedOn, runCheck]);
  return { check, hasMovedOn, status };
}
