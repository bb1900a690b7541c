/**
 * The decision on a PDF's object graph as qpdf prints it (qpdf JSON version 2): every object of the
 * document, those inside compressed object streams included, with names decoded (`/J#61vaScript` is
 * `/JavaScript`), and strings kept apart from names (`u:...` or `b:...`). Stream data is not printed,
 * so image bytes cannot look like a name either. The graph judged is the one of the rewritten file
 * (check-thread.ts), which holds only the objects qpdf read, duplicate keys resolved as qpdf resolves
 * them: what is judged is what every later reader reads.
 *
 * An allow-list, not a deny-list (docs/decisions/pdf-active-content.md):
 * - Actions: wherever one can run (the catalog's /OpenAction and /AA, a page's /AA, an annotation's
 *   or a form field's /A and /AA, an outline item's /A, a /Next chain, any `/Type /Action`), only
 *   GoTo and Named page navigation are allowed; URI only as the /A of a link annotation, which runs
 *   when the reader clicks it. `/S` is compared by value, whatever its type: `/S (Launch)` is Launch.
 * - Annotations that play or carry content are refused: 3D, Screen, Movie, Sound, RichMedia,
 *   FileAttachment (`/Subtype`, by value, anywhere).
 * - Behind those, names that have no place in a bank statement are refused anywhere, as a key or a
 *   name value (ACTIVE_NAMES): JavaScript in any place an action list does not cover, embedded files.
 */

/** qpdf's JSON for one value: numbers, booleans, null, names, strings, references, arrays, dictionaries. */
export type QpdfValue = null | boolean | number | string | QpdfValue[] | { [key: string]: QpdfValue };

/** qpdf JSON v2: the header, then the objects by `obj:N G R` and the trailer. */
export interface QpdfJson {
  qpdf: [unknown, Record<string, { value?: QpdfValue; stream?: { dict?: QpdfValue } }>];
}

export interface ActiveContentFinding {
  /** What was found (`JavaScript`, `Launch (action)`, `Screen (annotation)`, ...). */
  name: string;
  /** Where: `obj:12 0 R` or `trailer`. */
  object: string;
}

/** Names that have no place in a bank statement, anywhere, with why. */
export const ACTIVE_NAMES: ReadonlyMap<string, string> = new Map([
  ['/JavaScript', 'runs JavaScript (an action or the document-level name tree)'],
  ['/JS', 'holds JavaScript code'],
  ['/OnInstantiate', 'holds the JavaScript of a 3D annotation'],
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

/** Annotation subtypes that play media, run 3D scripts or carry files. */
export const REFUSED_SUBTYPES: ReadonlySet<string> = new Set([
  '3D',
  'Screen',
  'Movie',
  'Sound',
  'RichMedia',
  'FileAttachment',
]);

/** The Named actions that only move between pages (readers also know Print, SaveAs and more). */
const PAGE_NAVIGATION: ReadonlySet<string> = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage']);

const REFERENCE = /^\d+ \d+ R$/;

type Dictionary = { [key: string]: QpdfValue };
type Resolve = (value: QpdfValue | undefined) => QpdfValue | undefined;

const isDictionary = (value: QpdfValue | undefined): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name or a string as the text it stands for (`/GoTo`, `u:GoTo` and `b:476f546f` are all GoTo). */
export function textOf(value: QpdfValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/')) return value.slice(1);
  if (value.startsWith('u:')) return value.slice(2);
  if (value.startsWith('b:')) return Buffer.from(value.slice(2), 'hex').toString('latin1');
  return null;
}

/** Where an action sits decides what it may be. */
type ActionPlace = 'clicked link' | 'runs by itself' | 'anywhere';

/** Returns the first active construct in the document, or null when there is none. */
export function findActiveContent(json: QpdfJson): ActiveContentFinding | null {
  const objects = json.qpdf[1];
  const bodyOf = (key: string): QpdfValue | undefined => {
    const entry = objects[key];
    return entry?.value ?? entry?.stream?.dict;
  };
  // One level: qpdf resolves chains of references itself; a reference to a reference is not a value.
  const resolve: Resolve = (value) =>
    typeof value === 'string' && REFERENCE.test(value) ? bodyOf(`obj:${value}`) : value;

  for (const object of Object.keys(objects)) {
    const finding = findInObject(bodyOf(object), resolve);
    if (finding) return { name: finding, object };
  }
  return null;
}

/** Walks one object without recursion (nesting depth is the sender's choice). */
function findInObject(body: QpdfValue | undefined, resolve: Resolve): string | null {
  const pending: (QpdfValue | undefined)[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (ACTIVE_NAMES.has(value)) return value.slice(1);
    } else if (Array.isArray(value)) {
      // Not `push(...value)`: a long array would overflow the call's argument list.
      for (const item of value) pending.push(item);
    } else if (isDictionary(value)) {
      const finding = findInDictionary(value, resolve);
      if (finding) return finding;
      for (const entry of Object.values(value)) pending.push(entry);
    }
  }
  return null;
}

function findInDictionary(dictionary: Dictionary, resolve: Resolve): string | null {
  for (const key of Object.keys(dictionary)) if (ACTIVE_NAMES.has(key)) return key.slice(1);
  const subtype = textOf(resolve(dictionary['/Subtype']));
  if (subtype !== null && REFUSED_SUBTYPES.has(subtype)) return `${subtype} (annotation)`;
  if (textOf(resolve(dictionary['/Type'])) === 'Action') {
    const refused = refusedAction(dictionary, 'anywhere', resolve);
    if (refused) return refused;
  }
  const clicked: ActionPlace = subtype === 'Link' ? 'clicked link' : 'runs by itself';
  for (const key of ['/A', '/PA']) {
    // /A is also a structure element's attributes (no /S): only what has a type of action is one.
    for (const candidate of listOf(resolve(dictionary[key]), resolve)) {
      if (isDictionary(candidate) && '/S' in candidate) {
        const refused = refusedAction(candidate, clicked, resolve);
        if (refused) return refused;
      }
    }
  }
  if ('/OpenAction' in dictionary) {
    const open = resolve(dictionary['/OpenAction']);
    // A destination (`[page /Fit]`) or an action.
    if (!Array.isArray(open)) {
      const refused = refusedAction(open, 'runs by itself', resolve);
      if (refused) return refused;
    }
  }
  if ('/AA' in dictionary) {
    const triggers = resolve(dictionary['/AA']);
    if (!isDictionary(triggers)) return 'additional actions that are not a dictionary';
    for (const action of Object.values(triggers)) {
      const refused = refusedAction(resolve(action), 'runs by itself', resolve);
      if (refused) return refused;
    }
  }
  // An action's /Next chains further actions; an outline item's /Next (it has no /S) is the next bookmark.
  if ('/Next' in dictionary && '/S' in dictionary) {
    for (const action of listOf(resolve(dictionary['/Next']), resolve)) {
      const refused = refusedAction(action, 'runs by itself', resolve);
      if (refused) return refused;
    }
  }
  return null;
}

/** A value, or the items of an array, each resolved. */
function listOf(value: QpdfValue | undefined, resolve: Resolve): (QpdfValue | undefined)[] {
  return Array.isArray(value) ? value.map(resolve) : value === undefined ? [] : [value];
}

/** Why an action may not stay, or null when it may. */
function refusedAction(action: QpdfValue | undefined, place: ActionPlace, resolve: Resolve): string | null {
  if (!isDictionary(action)) return 'an action that is not a dictionary';
  const type = textOf(resolve(action['/S']));
  if (type === 'GoTo') return null;
  if (type === 'Named' && PAGE_NAVIGATION.has(textOf(resolve(action['/N'])) ?? '')) return null;
  // A link's URI opens a site when the reader clicks it; anywhere else it would without a click.
  if (type === 'URI' && place !== 'runs by itself') return null;
  return `${type ?? 'untyped'} (${type === 'URI' ? 'without a click' : 'action'})`;
}
