import { describe, expect, it } from 'vitest';
import { reminderSchedule } from './reminders.ts';

const DAY = 24 * 60 * 60 * 1000;
const sentAt = new Date('2026-11-23T10:00:00Z');
const after = (days: number) => new Date(sentAt.getTime() + days * DAY);
const settings = { afterDays: [2, 5], daysBeforeExpiry: 1, dayMs: DAY };

describe('reminderSchedule', () => {
  it('reminds on days 2 and 5 and the day before the link expires', () => {
    expect(reminderSchedule(sentAt, after(7), settings)).toEqual([
      { reminder: 'day-2', at: after(2) },
      { reminder: 'day-5', at: after(5) },
      { reminder: 'before-expiry', at: after(6) },
    ]);
  });

  it('sends nothing once the link has expired, and never two reminders within half a day', () => {
    // A 5-day link: day 5 is its expiry; the last reminder (day 4) stays.
    expect(reminderSchedule(sentAt, after(5), settings).map((r) => r.reminder)).toEqual([
      'day-2',
      'before-expiry',
    ]);
    // A 3-day link: day 2 is also the day before expiry, so one reminder.
    expect(reminderSchedule(sentAt, after(3), settings).map((r) => r.reminder)).toEqual(['day-2']);
    expect(reminderSchedule(sentAt, after(1), settings)).toEqual([]);
  });

  it('follows the settings', () => {
    expect(
      reminderSchedule(sentAt, after(30), { afterDays: [3], daysBeforeExpiry: 0, dayMs: DAY }).map(
        (r) => r.reminder,
      ),
    ).toEqual(['day-3']);
  });
});
