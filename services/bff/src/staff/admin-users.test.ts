import { describe, expect, it } from 'vitest';
import { changesOwnRoleOrStatus } from './admin-users.ts';

const self = { id: 'me', role: 'super_admin' as const, isActive: true };

describe('changesOwnRoleOrStatus', () => {
  it("refuses a change of one's own role or active flag", () => {
    expect(changesOwnRoleOrStatus(self, 'me', { role: 'admin' })).toBe(true);
    expect(changesOwnRoleOrStatus(self, 'me', { isActive: false })).toBe(true);
    expect(changesOwnRoleOrStatus(self, 'me', { email: 'x@example.com', role: 'viewer' })).toBe(true);
  });

  it("allows one's own e-mail, the same role or flag sent back, and any change of someone else", () => {
    expect(changesOwnRoleOrStatus(self, 'me', { email: 'x@example.com' })).toBe(false);
    expect(changesOwnRoleOrStatus(self, 'me', { role: 'super_admin', isActive: true })).toBe(false);
    expect(changesOwnRoleOrStatus(self, 'me', {})).toBe(false);
    expect(changesOwnRoleOrStatus(self, 'other', { role: 'viewer', isActive: false })).toBe(false);
  });
});
