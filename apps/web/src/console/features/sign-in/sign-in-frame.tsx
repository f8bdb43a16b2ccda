import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../ui/alert';
import type { SignInNotice } from '../../shared/console-paths';
import { ConsoleFrame } from '../../shared/console-frame';
import { useConsoleTitle } from '../../shared/use-console-title';

/** A signed-out console screen: the bar, then one narrow column under its heading, with any notice passed along. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  useConsoleTitle(title);
  return (
    <ConsoleFrame>
      <section className="page page--narrow stack" aria-labelledby="console-sign-in-title">
        <h1 id="console-sign-in-title">{title}</h1>
        {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
        {children}
      </section>
    </ConsoleFrame>
  );
}
