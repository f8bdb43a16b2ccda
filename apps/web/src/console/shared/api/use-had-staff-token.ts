import { useState } from 'react';
import { getStaffToken } from './staff-client';

/**
 * Whether a staff token was kept when the screen opened. Read once: a session that ends later is the session-ended
 * handler's to report (use-staff-session-ended.ts), with its message.
 */
export const useHadStaffToken = (): boolean => useState(() => getStaffToken() !== null)[0];
