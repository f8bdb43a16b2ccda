import { describe, expect, it } from 'vitest';
import * as format from './index';

describe('format area public surface', () => {
  it.each([
    'formatMoney',
    'formatPercent',
    'formatDisplayDate',
    'formatIsoDate',
    'DISPLAY_TIME_ZONE',
    'formatFileSize',
    'cleanPhone',
    'normalizePhone',
    'formatPhoneDisplay',
    'formatRelativeTime',
    'formatBusinessHours',
    'formatClockTime',
  ])('exports %s', (name) => {
    expect(format).toHaveProperty(name);
  });
});
