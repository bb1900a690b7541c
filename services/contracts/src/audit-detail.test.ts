import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-detail.ts';

describe('auditDetailText', () => {
  it('writes each part as key: value, in the order stored', () => {
    expect(auditDetailText({ from: 'new', to: 'in_review', slots: ['bank1', 'bank2'], held: true })).toBe(
      'from: new; to: in_review; slots: ["bank1","bank2"]; held: true',
    );
    expect(auditDetailText(null)).toBe('');
    expect(auditDetailText({})).toBe('');
  });

  it('never shows an SSN, an e-mail address or a phone number, even nested', () => {
    const text = auditDetailText({
      reason: 'owner asked, SSN 123-45-6789, ann@example.com',
      filters: { note: 'call (512) 555-0142' },
      requestId: '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab',
    });
    for (const personal of ['123-45-6789', 'ann@example.com', '555-0142'])
      expect(text).not.toContain(personal);
    expect(text).toContain('requestId: 0b6f3c1e-2a4d-4c8e-9f10-1234567890ab');
  });
});
