import { describe, expect, it } from 'vitest';
import { resolveOrgCode } from './resolve-org-code';

const knownCodes = ['summit', 'lakeshorecu', 'keystone', 'summitny'];
const hosts = { 'apply.lakeshore.example': 'lakeshorecu', 'ny.summit.example': 'summitny', 'stale.example': 'gone' };

describe('resolveOrgCode (docs/product/registration-and-routing.md §1)', () => {
  it.each([
    ['org query parameter wins over the host', { host: 'apply.lakeshore.example', query: 'keystone' }, 'keystone'],
    ['org query parameter is case-insensitive', { host: 'localhost', query: ' KEYSTONE ' }, 'keystone'],
    ['unknown query code falls through to the host', { host: 'apply.lakeshore.example', query: 'nope' }, 'lakeshorecu'],
    ['host name of a record', { host: 'apply.lakeshore.example' }, 'lakeshorecu'],
    ['host name with a port', { host: 'ny.summit.example:8443' }, 'summitny'],
    ['host name mapped to an unknown code', { host: 'stale.example' }, 'summit'],
    ['<code>.localhost prefix', { host: 'keystone.localhost:3000' }, 'keystone'],
    ['unknown .localhost prefix', { host: 'other.localhost:3000' }, 'summit'],
    ['ephemeral test host', { host: 'lakeshorecu--pr-42.preview.example.com' }, 'lakeshorecu'],
    ['ephemeral host of an unknown code', { host: 'nope--pr-42.preview.example.com' }, 'summit'],
    ['plain localhost', { host: 'localhost:3000' }, 'summit'],
    ['IPv6 literal', { host: '[::1]:3000' }, 'summit'],
    ['no host at all', { host: undefined }, 'summit'],
    ['empty query', { host: 'keystone.localhost', query: '' }, 'keystone'],
  ])('%s', (_name, input, expected) => {
    expect(resolveOrgCode({ ...input, knownCodes, hosts })).toBe(expected);
  });

  it('uses the given fallback when nothing matches', () => {
    expect(resolveOrgCode({ host: 'x.example', knownCodes, fallback: 'keystone' })).toBe('keystone');
  });
});
