import { describe, expect, it } from 'vitest';
import { dismissBanner } from './banner-dismissals';
import { acceptBannerData, type Banner, BANNER_FORMAT_ERROR_MESSAGE, selectVisibleBanners } from './banners';

const banner = (uuid: string, updatedAt: string, extra: Partial<Banner> = {}): Banner => ({
  uuid,
  message: `Banner ${uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2025-01-01T00:00:00Z', updatedAt },
  ...extra,
});

describe('acceptBannerData (docs/product/widgets-and-calculations.md §5, §8)', () => {
  it('has the spec error text', () => {
    expect(BANNER_FORMAT_ERROR_MESSAGE).toBe('Banner data does not match the expected format');
  });

  it('accepts a list where every banner has uuid, message, a non-empty apps list and variant', () => {
    const data = [banner('a', '2025-01-02T00:00:00Z'), { uuid: 'b', message: 'Hi', apps: ['x'], variant: 'warn' }];
    expect(acceptBannerData(data)).toEqual(data);
    expect(acceptBannerData([])).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['not a list', { banners: [] }],
    ['null', null],
    ['a non-object entry', ['banner']],
    ['a missing uuid', [{ message: 'Hi', apps: ['x'], variant: 'info' }]],
    ['an empty message', [{ uuid: 'a', message: '', apps: ['x'], variant: 'info' }]],
    ['an empty apps list', [{ uuid: 'a', message: 'Hi', apps: [], variant: 'info' }]],
    ['apps not a list', [{ uuid: 'a', message: 'Hi', apps: 'x', variant: 'info' }]],
    ['a missing variant', [{ uuid: 'a', message: 'Hi', apps: ['x'] }]],
    ['an unknown variant', [{ uuid: 'a', message: 'Hi', apps: ['x'], variant: 'error' }]],
    ['one bad banner among good ones', [banner('a', '2025-01-02T00:00:00Z'), { uuid: 'b' }]],
  ])('rejects %s', (_case, data) => {
    expect(() => acceptBannerData(data)).toThrow(new Error('Banner data does not match the expected format'));
  });
});

describe('selectVisibleBanners (docs/product/widgets-and-calculations.md §4: dismissal, 2 newest shown)', () => {
  const older = banner('older', '2025-01-02T00:00:00Z');
  const middle = banner('middle', '2025-01-03T00:00:00Z');
  const newest = banner('newest', '2025-01-04T00:00:00Z');
  const at = (iso: string): number => Date.parse(iso);

  it('shows the 2 newest by default, newest first', () => {
    expect(selectVisibleBanners([older, newest, middle], {}).shown.map((b) => b.uuid)).toEqual(['newest', 'middle']);
  });

  it('takes another limit', () => {
    expect(selectVisibleBanners([older, newest, middle], {}, { limit: 3 }).shown).toHaveLength(3);
    expect(selectVisibleBanners([older], {}, { limit: -1 }).shown).toEqual([]);
  });

  it('hides a dismissed banner and keeps its dismissal', () => {
    const dismissals = dismissBanner({}, 'newest', new Date('2025-01-05T00:00:00Z'));
    expect(dismissals).toEqual({ newest: at('2025-01-05T00:00:00Z') });
    const result = selectVisibleBanners([older, newest, middle], dismissals);
    expect(result.shown.map((b) => b.uuid)).toEqual(['middle', 'older']);
    expect(result.dismissals).toEqual(dismissals);
  });

  it('shows a dismissed banner again once it is updated after the dismissal, and drops the dismissal', () => {
    const dismissals = { newest: at('2025-01-03T12:00:00Z'), older: at('2025-01-01T00:00:00Z') };
    const result = selectVisibleBanners([newest, middle], dismissals);
    expect(result.shown.map((b) => b.uuid)).toEqual(['newest', 'middle']);
    expect(result.dismissals).toEqual({ older: at('2025-01-01T00:00:00Z') });
    expect(dismissals).toHaveProperty('newest'); // the input is not changed
  });

  it('an update at exactly the dismissal time keeps it hidden', () => {
    expect(selectVisibleBanners([newest], { newest: at('2025-01-04T00:00:00Z') }).shown).toEqual([]);
  });

  it('leaves out inactive banners and banners for other apps', () => {
    const inactive = banner('inactive', '2025-02-01T00:00:00Z', { active: false });
    const other = banner('other', '2025-02-01T00:00:00Z', { apps: ['portfolio'] });
    expect(selectVisibleBanners([inactive, other, older], {}, { app: 'heloc' }).shown.map((b) => b.uuid)).toEqual([
      'older',
    ]);
    expect(selectVisibleBanners([inactive, other], {}).shown.map((b) => b.uuid)).toEqual(['other']);
  });

  it('orders by createdAt when updatedAt is missing or unreadable', () => {
    const noUpdate = banner('no-update', 'garbage', { metadata: { createdAt: '2025-03-01T00:00:00Z' } });
    const noMetadata: Banner = { uuid: 'bare', message: 'Hi', apps: ['heloc'], variant: 'warn' };
    const shown = selectVisibleBanners([noMetadata, older, noUpdate], {}, { limit: 3 }).shown.map((b) => b.uuid);
    expect(shown).toEqual(['no-update', 'older', 'bare']);
  });
});
