// Calendar dates travel as 'YYYY-MM-DD' text (what <input type="date"> produces), never as Date
// objects, so a date means the same day in the browser and on the server.

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// The latest time zone is UTC+14: when it is already tomorrow somewhere, a date typed there is
// still "today or earlier" for that person even though the server's UTC clock disagrees.
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC rolls 2023-02-30 over to March; a real date survives the round trip unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function todayLocalIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// The latest calendar date that is "today" anywhere on Earth right now.
export function latestTodayIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `name` is an IANA time zone this runtime knows ('America/New_York', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
