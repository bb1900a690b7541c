import { describe, expect, it } from 'vitest';
import {
  ADMIN_API_MESSAGES,
  applicationListQuerySchema,
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  DEFAULT_PAGE_SIZE,
  downloadLinkRequestSchema,
} from './admin-api.ts';

describe('admin API contracts', () => {
  it('reads the list query with defaults, ignoring the cache buster and blank selects', () => {
    expect(applicationListQuerySchema.parse({ _t: '1700000000000', state: '', status: '' })).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'newest',
    });
    expect(
      applicationListQuerySchema.parse({ page: '3', pageSize: '50', search: ' acme ', state: 'TX' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'acme',
      state: 'TX',
      sort: 'newest',
    });
    expect(applicationListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(applicationListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('reads the audit log filters, and refuses days that are not days, unknown zones and a range backwards', () => {
    expect(
      auditLogQuerySchema.parse({
        from: '2026-11-01',
        to: '2026-11-01',
        timeZone: 'America/Chicago',
        action: '',
      }),
    ).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      from: '2026-11-01',
      to: '2026-11-01',
      timeZone: 'America/Chicago',
    });
    expect(auditLogExportQuerySchema.parse({ page: '2', action: 'login' })).toEqual({ action: 'login' });
    for (const hostile of [
      { from: '2026-02-30' },
      { to: "2026-11-01' or 1=1" },
      { timeZone: 'Mars/Olympus_Mons' },
      { from: '2026-11-02', to: '2026-11-01' },
      { action: 'coffee' },
      { actorId: 'not-a-uuid' },
    ]) {
      expect(auditLogQuerySchema.safeParse(hostile).success, JSON.stringify(hostile)).toBe(false);
      expect(auditLogExportQuerySchema.safeParse(hostile).success, JSON.stringify(hostile)).toBe(false);
    }
  });

  it('asks for the PDF inline by default and accepts only known files', () => {
    expect(downloadLinkRequestSchema.parse({})).toEqual({ file: 'pdf', download: false });
    expect(downloadLinkRequestSchema.parse({ file: 'bankStatement4', download: true }).file).toBe(
      'bankStatement4',
    );
    expect(downloadLinkRequestSchema.safeParse({ file: '../etc/passwd' }).success).toBe(false);
  });

  it('says how long to wait in seconds or minutes', () => {
    expect(ADMIN_API_MESSAGES.tooManyLoginAttempts(1)).toBe(
      'Too many failed sign-in attempts. Please try again in 1 second.',
    );
    expect(ADMIN_API_MESSAGES.tooManyLoginAttempts(900)).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });
});
