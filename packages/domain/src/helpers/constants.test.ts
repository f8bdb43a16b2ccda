import { describe, expect, it } from 'vitest';
import * as timing from './timing';
import * as ui from './ui-limits';

// One row per constant of the spec, value checked exactly.
describe('timing constants (docs/product/application-area.md §7, §9; docs/product/widgets-and-calculations.md §4, §7, §8, §9)', () => {
  it.each<[keyof typeof timing, number]>([
    ['LOADER_MIN_DURATION_MS', 1_000],
    ['LOADER_DEFAULT_DURATION_MS', 67_000],
    ['LIVE_REGION_CLEAR_DELAY_MS', 300],
    ['RETRY_DEFAULT_ATTEMPTS', 5],
    ['RETRY_INITIAL_DELAY_MS', 1_000],
    ['RETRY_BACKOFF_FACTOR', 2],
    ['SESSION_MAX_ATTEMPTS', 3],
    ['HTTP_TIMEOUT_MS', 30_000],
    ['APPLICATION_STATUS_STALE_TIME_MS', 250],
    ['CONDITIONS_POLL_INTERVAL_MS', 60_000],
    ['LOAN_OFFICER_CACHE_MS', 600_000],
    ['WALLET_COPY_CONFIRMATION_MS', 1_000],
    ['TOOLTIP_HOVER_DELAY_MS', 200],
    ['CHATBOT_SESSION_EXPIRY_MS', 600_000],
    ['AGENT_SESSION_EXPIRY_MS', 21_600_000],
    ['CHAT_PING_INTERVAL_MS', 10_000],
    ['CHAT_TYPING_PREVIEW_INTERVAL_MS', 1_000],
    ['CHAT_HISTORY_FETCH_COUNT', 20],
    ['CHAT_NONCE_REFRESH_MS', 60_000],
    ['OPERATING_HOURS_POLL_INTERVAL_MS', 60_000],
    ['CHAT_STREAM_FLAG_POLL_INTERVAL_MS', 60_000],
  ])('%s = %d', (name, value) => {
    expect(timing[name]).toBe(value);
  });
});

describe('UI limits (docs/product/application-area.md §2.4, §9; docs/product/widgets-and-calculations.md §4, §9)', () => {
  it.each<[keyof typeof ui, number]>([
    ['MAX_VISIBLE_TOASTS', 5],
    ['DEFAULT_VISIBLE_BANNERS', 2],
    ['DEFAULT_VISIBLE_NOTIFICATIONS', 3],
    ['MAX_EXPANDED_UNREAD_NOTIFICATIONS', 8],
    ['TOOLTIP_OFFSET_PX', 12],
    ['POPOVER_OFFSET_PX', 10],
    ['PDF_VIEWER_MAX_WIDTH_PX', 700],
    ['PDF_VIEWER_BOTTOM_THRESHOLD', 0.25],
  ])('%s = %d', (name, value) => {
    expect(ui[name]).toBe(value);
  });
});
