/*
 * Runs on a worker thread: the first use of Intl in a page starts the browser's ICU (its locale data and caches), 20-30
 * ms of the thread that first asks, and the start is shared by every thread of the page. Done here, the page's own
 * first formatter is made in well under a millisecond (docs/decisions.md "Performance of the pages").
 */
self.onmessage = (event: MessageEvent<readonly string[]>) => {
  for (const locale of event.data) {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
    new Intl.PluralRules(locale).select(1);
  }
  self.close();
};
