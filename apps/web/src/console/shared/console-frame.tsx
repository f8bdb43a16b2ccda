import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrg } from '../../lib/org-context';
import { CONSOLE_NAME } from './console-labels';
import { CONSOLE_PATH } from './console-paths';

/** The console's top bar (the product's name and "Operations console", then `nav`) and its main landmark. */
export function ConsoleFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const org = useOrg();
  return (
    <>
      <header className="console-bar">
        <div className="console-bar__inner">
          <Link to={CONSOLE_PATH} className="console-bar__brand">
            <span>{org.orgMetaData.companyName}</span>
            <span className="console-bar__product">{CONSOLE_NAME}</span>
          </Link>
          {nav}
        </div>
      </header>
      <main className="console-main" id="console-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
