import { useEffect } from 'react';
import { CONSOLE_NAME } from './console-labels';

/** Names the browser tab after the screen, e.g. "Pipeline · Operations console"; restored on leaving. */
export const useConsoleTitle = (screen: string | undefined): void => {
  useEffect(() => {
    if (!screen) return undefined;
    const previous = document.title;
    document.title = `${screen} · ${CONSOLE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [screen]);
};
