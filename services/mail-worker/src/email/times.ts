import type { UsStateCode } from '@funding/contracts';

/**
 * Times in e-mails are written in the reader's zone, named: the applicant's in the time zone of
 * their state, staff's (and agents') in the configured STAFF_TIME_ZONE. A state that spans two
 * zones gets the zone most of its people live in.
 */
export const STATE_TIME_ZONES: Record<UsStateCode, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Where no state is known (a row from before the form asked, a hand-written one). */
const FALLBACK_ZONE = 'America/New_York';

/** The applicant's zone: owner 1's home state, else the business's. */
export function applicantTimeZone(states: { owner1State?: unknown; businessState?: unknown }): string {
  for (const state of [states.owner1State, states.businessState]) {
    if (typeof state === 'string' && Object.hasOwn(STATE_TIME_ZONES, state))
      return STATE_TIME_ZONES[state as UsStateCode];
  }
  return FALLBACK_ZONE;
}

// Making a formatter costs far more than using one; there are a handful of zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Nov 30, 2026, 7:00 AM EST": the date and time in `timeZone`, with the zone's name. */
export function formatTimeIn(date: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}
