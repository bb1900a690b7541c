const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLORS: Record<string, string> = { bff: '36', 'pdf-worker': '35', 'mail-worker': '33' };
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg']);

/** Turns one pino JSON line into `12:00:01 bff         INFO  message key=value` for people. */
export function formatLogLine(service: string, line: string): string {
  const prefix = `\x1b[${COLORS[service] ?? '37'}m${service.padEnd(11)}\x1b[0m`;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${prefix} ${line}`;
  }
  const time = new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8);
  const extras = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' ');
  return `${time} ${prefix} ${LEVELS[Number(entry.level)] ?? 'INFO '} ${String(entry.msg ?? '')} ${extras}`.trimEnd();
}
