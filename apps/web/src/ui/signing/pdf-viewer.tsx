import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Spinner } from '../spinner';
import { pdfDrawingScale } from './pdf-drawing-scale';
import { signingMessages as m } from './signing.messages';

/** docs/product/widgets-and-calculations.md §4, §9: the viewer is at most 700 px wide and registers the bottom once 25% of the last page shows. */
export const PDF_VIEWER_MAX_WIDTH = 700;
export const PDF_BOTTOM_THRESHOLD = 0.25;

export interface PdfViewerProps {
  /** The PDF bytes (a stored document fetched with the token); undefined while they are on their way. */
  data: Blob | undefined;
  /** The document's title: the scroll region's accessible name. */
  title: string;
  /** Called once, when the reader reaches the bottom. */
  onReachedEnd?: () => void;
}

type PdfJs = typeof import('pdfjs-dist');
type PdfPage = import('pdfjs-dist').PDFPageProxy;
type PdfViewport = import('pdfjs-dist').PageViewport;
let pdfjsLoading: Promise<PdfJs> | undefined;

/** pdf.js and its worker load with the first document shown, not with the app. */
const loadPdfJs = (): Promise<PdfJs> =>
  (pdfjsLoading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  ));

/**
 * Draws a page on a blank copy of its canvas outside the document, then puts the copy in the canvas's place. pdf.js
 * draws in slices, one per frame; drawn on a canvas in the document, every one of those frames made the browser
 * commit the whole canvas again, the signing screen's longest tasks on a phone (docs/decisions.md "Performance of the
 * pages"). A page is shown whole once drawn, as the first already was under the spinner.
 */
const drawPage = async (page: PdfPage, shown: HTMLCanvasElement, viewport: PdfViewport): Promise<void> => {
  // Its size, role and name; no pixels.
  const drawn = shown.cloneNode() as HTMLCanvasElement;
  await page.render({ canvasContext: drawn.getContext('2d')!, viewport }).promise;
  shown.replaceWith(drawn);
};

/**
 * A PDF shown page by page with pdf.js in a scrollable, keyboard-focusable region (docs/product/widgets-and-calculations.md: tracks scrolling to the
 * bottom). Each page is a canvas announced as "Page n of N"; the text of each page follows it for screen readers.
 */
export function PdfViewer({ data, title, onReachedEnd }: PdfViewerProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const reachedRef = useRef(onReachedEnd);
  reachedRef.current = onReachedEnd;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const { t } = useI18n();
  // The pages' names are written by the effect below: the current language's formatter, without re-rendering them.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    let drawer: IntersectionObserver | undefined;
    let destroy: (() => void) | undefined;
    setState('loading');
    if (!data) return undefined;
    (async () => {
      const pdfjs = await loadPdfJs();
      const task = pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()), isEvalSupported: false });
      destroy = () => void task.destroy();
      const doc = await task.promise;
      const host = pagesRef.current;
      if (cancelled || !host) return;
      host.replaceChildren();
      // Every page is laid out at once (its canvas sized, its text for screen readers), but drawn only as it comes
      // near the region's view: drawing is the costly part on the page's thread, and a reader sees one page at a time.
      const drawings = new Map<Element, () => Promise<unknown>>();
      let last: HTMLElement | undefined;
      // Every page is shown as wide as the viewer (its canvas is 100% wide), and drawn with the pixels that shows.
      const shownWidth = host.clientWidth;
      for (let number = 1; number <= doc.numPages; number += 1) {
        const page = await doc.getPage(number);
        if (cancelled) return;
        const pageWidth = page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: pdfDrawingScale(shownWidth, window.devicePixelRatio, pageWidth) });
        const figure = document.createElement('figure');
        figure.className = 'pdf-viewer__page';
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', tRef.current(m.pageOf, { number, count: doc.numPages }));
        figure.append(canvas);
        const text = await page.getTextContent();
        const caption = document.createElement('figcaption');
        caption.className = 'ui-visually-hidden';
        caption.textContent = text.items.map((item) => ('str' in item ? item.str : '')).join(' ');
        figure.append(caption);
        host.append(figure);
        drawings.set(figure, () => drawPage(page, canvas, viewport));
        last = figure;
      }
      if (cancelled) return;
      // The first page is drawn before the spinner goes; the others as they near the view.
      const first = host.firstElementChild;
      const drawFirst = first ? drawings.get(first) : undefined;
      if (first) drawings.delete(first);
      await drawFirst?.();
      if (cancelled) return;
      // One page drawn at a time: pdf.js draws each page a slice per frame, and two pages drawn together made each
      // frame twice as long.
      let drawing: Promise<unknown> = Promise.resolve();
      drawer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const draw = entry.isIntersecting ? drawings.get(entry.target) : undefined;
            if (!draw) continue;
            drawings.delete(entry.target);
            drawer?.unobserve(entry.target);
            drawing = drawing.then(() => (cancelled ? undefined : draw())).catch(() => undefined);
          }
        },
        { root: regionRef.current, rootMargin: '100% 0px' },
      );
      for (const figure of drawings.keys()) drawer.observe(figure);
      setState('ready');
      if (last && regionRef.current) {
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) {
              observer?.disconnect();
              reachedRef.current?.();
            }
          },
          { root: regionRef.current, threshold: PDF_BOTTOM_THRESHOLD },
        );
        observer.observe(last);
      }
    })().catch(() => {
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      drawer?.disconnect();
      destroy?.();
    };
  }, [data]);

  return (
    <div className="pdf-viewer" style={{ maxWidth: PDF_VIEWER_MAX_WIDTH }}>
      {state === 'error' && <p role="alert">{t(m.documentError)}</p>}
      {/* The region keeps one height from the bytes' request to the last page drawn, the spinner over it: nothing
          around the viewer moves while a document loads (docs/decisions.md "Performance of the pages"). */}
      <div
        ref={regionRef}
        className="pdf-viewer__region"
        role="region"
        aria-label={title}
        aria-busy={state === 'loading'}
        // Focusable so the reader can scroll it with the keyboard (Page Down, End).
        tabIndex={0}
      >
        {state === 'loading' && (
          <div className="pdf-viewer__loading">
            <Spinner label={t(m.loadingDocument, { title })} />
          </div>
        )}
        <div ref={pagesRef} />
      </div>
    </div>
  );
}
