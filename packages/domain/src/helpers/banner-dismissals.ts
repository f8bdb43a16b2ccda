/**
 * docs/product/widgets-and-calculations.md §4: a banner's dismissal, a module of its own (nothing else of the banners'
 * rules): the first registration step's script records one before the app has loaded, and carries no more than this.
 */

/** Banner uuid → when the user dismissed it, epoch milliseconds (kept in local storage by the web app). */
export type BannerDismissals = Readonly<Record<string, number>>;

/** Records a dismissal at `at` (an instant), returning a new dismissals record. */
export const dismissBanner = (dismissals: BannerDismissals, uuid: string, at: Date): BannerDismissals => ({
  ...dismissals,
  [uuid]: at.getTime(),
});
