/**
 * The decision on a PDF's object graph as qpdf prints it (`qpdf --json`, JSON version 2): every
 * object of the document, those inside compressed object streams and the latest of each changed
 * by an incremental update included, with names decoded (`/J#61vaScript` is `/JavaScript`), and
 * strings kept apart from names (`u:...` or `b:...`), so text that spells a name is never one.
 * Stream data is not printed, so image bytes cannot look like a name either.
 *
 * Refused anywhere, as a dictionary key or a name value: what runs code, sends data, reaches other
 * files or carries files (see ACTIVE_NAMES). Refused when the file is opened: a URI action from
 * /OpenAction or from an /AA (additional actions) entry, which would contact a site with no click.
 * A link the reader clicks (/A with /S /URI on a link annotation) is ordinary and stays.
 */

/** qpdf's JSON for one value: numbers, booleans, null, names, strings, references, arrays, dictionaries. */
export type QpdfValue = null | boolean | number | string | QpdfValue[] | { [key: string]: QpdfValue };

/** `qpdf --json --json-key=qpdf`: the header, then the objects by `obj:N G R` and the trailer. */
export interface QpdfJson {
  qpdf: [unknown, Record<string, { value?: QpdfValue; stream?: { dict?: QpdfValue } }>];
}

export interface ActiveContentFinding {
  /** The name that was found (`JavaScript`, `SubmitForm`, `URI` on open, ...). */
  name: string;
  /** Where: `obj:12 0 R` or `trailer`. */
  object: string;
}

/** Names that have no place in a bank statement, with why. */
export const ACTIVE_NAMES: ReadonlyMap<string, string> = new Map([
  ['/JavaScript', 'runs JavaScript (an action or the document-level name tree)'],
  ['/JS', 'holds JavaScript code'],
  ['/Launch', 'starts a program or opens a file'],
  ['/SubmitForm', 'sends form data to a server'],
  ['/ImportData', 'imports data from another file'],
  ['/GoToR', 'opens another PDF file'],
  ['/GoToE', 'opens an embedded PDF file'],
  ['/RichMedia', 'plays Flash or other rich media'],
  ['/RichMediaContent', 'plays Flash or other rich media'],
  ['/RichMediaSettings', 'plays Flash or other rich media'],
  ['/RichMediaExecute', 'plays Flash or other rich media'],
  ['/XFA', 'is an XFA form (scriptable)'],
  ['/EmbeddedFile', 'is an embedded file'],
  ['/EmbeddedFiles', 'lists embedded files'],
  ['/EF', 'points at an embedded file'],
]);

const REFERENCE = /^\d+ \d+ R$/;

type Dictionary = { [key: string]: QpdfValue };
const isDictionary = (value: QpdfValue | undefined): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Returns the first active construct in the document, or null when there is none. */
export function findActiveContent(json: QpdfJson): ActiveContentFinding | null {
  const objects = json.qpdf[1];
  const bodyOf = (key: string): QpdfValue | undefined => {
    const entry = objects[key];
    return entry?.value ?? entry?.stream?.dict;
  };
  const resolve = (value: QpdfValue | undefined): QpdfValue | undefined =>
    typeof value === 'string' && REFERENCE.test(value) ? bodyOf(`obj:${value}`) : value;

  for (const object of Object.keys(objects)) {
    const finding = findInObject(bodyOf(object), resolve);
    if (finding) return { name: finding, object };
  }
  return null;
}

/** Walks one object without recursion (nesting depth is the sender's choice). */
function findInObject(
  body: QpdfValue | undefined,
  resolve: (value: QpdfValue | undefined) => QpdfValue | undefined,
): string | null {
  const pending: (QpdfValue | undefined)[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (ACTIVE_NAMES.has(value)) return value.slice(1);
    } else if (Array.isArray(value)) {
      // Not `push(...value)`: a long array would overflow the call's argument list.
      for (const item of value) pending.push(item);
    } else if (isDictionary(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (ACTIVE_NAMES.has(key)) return key.slice(1);
        if (key === '/OpenAction' && firesUri(entry, resolve)) return 'URI (on open)';
        if (key === '/AA') {
          const triggers = resolve(entry);
          if (isDictionary(triggers) && Object.values(triggers).some((action) => firesUri(action, resolve)))
            return 'URI (additional action)';
        }
        pending.push(entry);
      }
    }
  }
  return null;
}

/** True when an action, or one in its /Next chain, is a URI action. References are followed once. */
function firesUri(
  action: QpdfValue | undefined,
  resolve: (value: QpdfValue | undefined) => QpdfValue | undefined,
): boolean {
  const pending: (QpdfValue | undefined)[] = [action];
  const followed = new Set<string>();
  while (pending.length > 0) {
    let value = pending.pop();
    if (typeof value === 'string' && REFERENCE.test(value)) {
      if (followed.has(value)) continue;
      followed.add(value);
      value = resolve(value);
    }
    if (Array.isArray(value)) for (const item of value) pending.push(item);
    else if (isDictionary(value)) {
      if (resolve(value['/S']) === '/URI') return true;
      pending.push(value['/Next']);
    }
  }
  return false;
}
