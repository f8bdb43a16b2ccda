/** UI limits and offsets of the shared widgets. Counts are items; offsets and sizes are CSS pixels. */

/** docs/product/widgets-and-calculations.md §4, §9: at most 5 toasts visible at once. */
export const MAX_VISIBLE_TOASTS = 5;

/** docs/product/widgets-and-calculations.md §4, §9: 2 banners shown by default, newest first. */
export const DEFAULT_VISIBLE_BANNERS = 2;

/** docs/product/application-area.md §2.4, §9: the notifications menu shows 3 items by default. */
export const DEFAULT_VISIBLE_NOTIFICATIONS = 3;

/** docs/product/application-area.md §2.4, §9: up to 8 unread notifications when expanded. */
export const MAX_EXPANDED_UNREAD_NOTIFICATIONS = 8;

/** docs/product/widgets-and-calculations.md §9: tooltip offset default 12 (px). */
export const TOOLTIP_OFFSET_PX = 12;

/** docs/product/widgets-and-calculations.md §9: popover offset default 10 (px). */
export const POPOVER_OFFSET_PX = 10;

/** docs/product/widgets-and-calculations.md §4, §9: PDF viewer maximum width 700 (px). */
export const PDF_VIEWER_MAX_WIDTH_PX = 700;

/** docs/product/widgets-and-calculations.md §4, §9: the PDF viewer registers the bottom as reached at a 25% threshold (as a fraction). */
export const PDF_VIEWER_BOTTOM_THRESHOLD = 0.25;
