import { DEFAULT_LANGUAGE, type Organization } from '@heloc/domain';
import { ORG_DATA_PLACEHOLDER, ORG_HEAD_PLACEHOLDER, brandedHead, orgDataElement, withHtmlLanguage } from './spa-html';

/*
 * The operations console's page (docs/product/operations-console.md §2). The console is an app of its own, built as
 * console.html beside the borrower's index.html (apps/web/src/console/README.md): every page under /console gets it,
 * branded for the organisation of the address like the borrower's pages, with no borrower's markup painted first.
 */

/** The web build's file of the console's page. */
export const CONSOLE_PAGE_FILE = 'console.html';

/** Whether a page's path is the console's: /console and everything under it. */
export const isConsolePath = (pathname: string): boolean => pathname === '/console' || pathname.startsWith('/console/');

/** console.html with the organisation filled in: its name in the title, the brand, the favicon and its record. */
export const renderConsolePage = (template: string, org: Organization, styleNonce: string): string =>
  withHtmlLanguage(
    template
      .replace(ORG_HEAD_PLACEHOLDER, () =>
        brandedHead(org, styleNonce, `${org.orgMetaData.companyName} | Operations console`),
      )
      .replace(ORG_DATA_PLACEHOLDER, () => orgDataElement(org)),
    // In English: the console is not translated (apps/web/src/console/README.md).
    DEFAULT_LANGUAGE,
  );
