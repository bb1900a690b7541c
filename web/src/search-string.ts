// The router's reading and writing of `?a=1&b=2`. TanStack Router's default reads values as JSON,
// so `?search=78701` would arrive as a number and `?search=true` as a boolean, and it writes such
// strings back quoted (`?search=%2278701%22`). Here every value is the text of the address: what a
// person types into the address bar is what the schema of the route checks, and the links stay
// readable. Keys are written in sorted order and empty values are left out, so one view has one
// address whichever order its parts were set in.

export type RawSearch = Record<string, string>;

/** `?a=1&b=2` (with or without the `?`) as `{ a: '1', b: '2' }`; a repeated key keeps its last value. */
export function parseSearchString(searchStr: string): RawSearch {
  const raw: RawSearch = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    // A data property even for `__proto__`, so a hostile key cannot reach the prototype.
    Object.defineProperty(raw, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return raw;
}

/** The search object as `?a=1&b=2` (keys sorted; undefined, null and '' left out), or ''. */
export function stringifySearchObject(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(search).sort()) {
    const value = search[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
