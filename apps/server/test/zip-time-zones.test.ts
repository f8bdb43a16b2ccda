import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZIP_TIME_ZONES_FILE, zipTimeZonesSource } from '../../../scripts/zip-time-zones';

// The domain's ZIP code time zone table is generated from the zipcodes and tz-lookup packages: a new version of either
// that moves a ZIP code to another zone fails here until `npx tsx scripts/zip-time-zones.ts` writes the table again.
describe('the ZIP code time zone table', () => {
  it('is what the generator builds from the libraries', async () => {
    expect(readFileSync(ZIP_TIME_ZONES_FILE, 'utf8')).toBe(await zipTimeZonesSource());
  });
});
