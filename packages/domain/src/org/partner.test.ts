import { describe, expect, it } from 'vitest';
import { partnerChanges } from './partner';

describe('partnerChanges (the audit trail in words)', () => {
  it('names each field changed with its value before and after, and nothing else', () => {
    const before = { orgCode: 'harbor', support: { phone: '4155550100', hours: 'Mon-Fri' }, states: [{ state: 'CA' }] };
    const after = {
      orgCode: 'harbor',
      support: { phone: '4155550111', hours: 'Mon-Fri' },
      states: [{ state: 'CA' }, { state: 'OR' }],
    };
    expect(partnerChanges(before, after)).toEqual([
      'support.phone: "4155550100" → "4155550111"',
      'states: [{"state":"CA"}] → [{"state":"CA"},{"state":"OR"}]',
    ]);
  });

  it('reads a creation as every field from nothing', () => {
    expect(partnerChanges(null, { orgCode: 'harbor', hosts: ['a.example'] })).toEqual([
      'orgCode: (none) → "harbor"',
      'hosts: (none) → ["a.example"]',
    ]);
    expect(partnerChanges({ suspended: false }, { suspended: true })).toEqual(['suspended: false → true']);
  });
});
