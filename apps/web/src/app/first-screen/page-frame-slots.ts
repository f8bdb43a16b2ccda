/**
 * What the server draws around the first registration step for each request, where the app draws it
 * (app-layout.tsx): the site banners under the top bar, the footer after the main area, the chat's launcher last. The
 * build leaves each as a placeholder in the step's markup (prerender.tsx) and writes the module that draws them
 * (page-frame.tsx, bundled for Node by vite.config.ts), which the server runs with the request's organisation,
 * language, banners and flag (docs/decisions.md "Performance of the pages").
 */
export const PAGE_FRAME_SLOTS = ['siteBanners', 'footer', 'chatLauncher'] as const;
export type PageFrameSlot = (typeof PAGE_FRAME_SLOTS)[number];

/** A slot's placeholder in the build's markup: `{{@footer}}` (the organisation's tokens are `{{name}}`). */
export const pageFramePlaceholder = (slot: PageFrameSlot): string => `{{@${slot}}}`;

/** The file of dist/first-screen/ that draws the slots (manifest.json's `frame.module`). */
export const PAGE_FRAME_MODULE_FILE = 'page-frame.mjs';

/**
 * The id of the JSON element in which the server hands the app what it drew the frame from (the banner file), so the
 * app draws the same banners at once instead of asking again (prime-frame-reads.ts).
 */
export const PAGE_FRAME_READS_ID = 'page-frame-reads';
