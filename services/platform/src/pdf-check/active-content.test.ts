import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_NAMES,
  findActiveContent,
  type QpdfJson,
  type QpdfValue,
  REFUSED_SUBTYPES,
} from './active-content.ts';

const document = (objects: Record<string, QpdfValue>): QpdfJson => ({
  qpdf: [{}, Object.fromEntries(Object.entries(objects).map(([key, value]) => [key, { value }]))],
});

// Names of ordinary documents, including ones that begin like active names.
const safeName = fc.constantFrom(
  '/Type',
  '/Page',
  '/Font',
  '/JSONData',
  '/Launcher',
  '/URIBase',
  '/S',
  '/D',
  '/GoTo',
  '/Link',
);
const text = fc.string({ maxLength: 12 }).map((s) => `u:${s}`);
// Strings that spell active names are text, not names.
const spelledInText = fc.constantFrom(...[...ACTIVE_NAMES.keys()].map((name) => `u:${name}`), 'b:2f4a53');
const reference = fc.tuple(fc.nat(99), fc.nat(2)).map(([n, g]) => `${n} ${g} R`);

const { value: safeValue } = fc.letrec<{ value: QpdfValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    safeName,
    text,
    spelledInText,
    reference,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(safeName, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Puts `inject` at a random place inside `value`: as an array item or a dictionary entry. */
function insertAt(
  value: QpdfValue,
  path: number[],
  inject: (target: QpdfValue[] | Record<string, QpdfValue>) => void,
): QpdfValue {
  let node = value;
  for (const step of path) {
    const children = Array.isArray(node) ? node : node && typeof node === 'object' ? Object.values(node) : [];
    const containers = children.filter((child) => child !== null && typeof child === 'object');
    if (containers.length === 0) break;
    node = containers[step % containers.length]!;
  }
  if (node !== null && typeof node === 'object') {
    inject(node);
    return value;
  }
  const wrapper: QpdfValue[] = [value];
  inject(wrapper);
  return wrapper;
}

describe('findActiveContent', () => {
  it('never flags a document of ordinary names and text that spells active names (property-based)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          reference.map((r) => `obj:${r}`),
          safeValue,
          { maxKeys: 8 },
        ),
        (objects) => {
          expect(findActiveContent(document(objects))).toBeNull();
        },
      ),
      { numRuns: propertyRuns(3_000), seed: 20 },
    );
  });

  it('finds an active name anywhere, as a key or a value, at any depth (property-based)', () => {
    fc.assert(
      fc.property(
        safeValue,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(...ACTIVE_NAMES.keys()),
        fc.boolean(),
        (value, path, name, asKey) => {
          const tree = insertAt(structuredClone(value), path, (target) => {
            if (Array.isArray(target)) target.push(asKey ? { [name]: 1 } : name);
            else if (asKey) target[name] = 'u:x';
            else target['/S'] = name;
          });
          expect(findActiveContent(document({ 'obj:1 0 R': tree }))?.name).toBe(name.slice(1));
        },
      ),
      { numRuns: propertyRuns(3_000), seed: 21 },
    );
  });

  it('refuses a URI action that fires on open, directly, by reference or down a /Next chain', () => {
    const uri = { '/S': '/URI', '/URI': 'u:https://evil.example/' };
    expect(findActiveContent(document({ 'obj:1 0 R': { '/OpenAction': uri } }))?.name).toBe(
      'URI (without a click)',
    );
    expect(
      findActiveContent(document({ 'obj:1 0 R': { '/OpenAction': '5 0 R' }, 'obj:5 0 R': uri }))?.name,
    ).toBe('URI (without a click)');
    expect(
      findActiveContent(
        document({
          'obj:1 0 R': { '/OpenAction': { '/S': '/GoTo', '/D': [], '/Next': ['6 0 R'] } },
          'obj:6 0 R': { '/S': '/GoTo', '/Next': '7 0 R' },
          'obj:7 0 R': uri,
        }),
      )?.name,
    ).toBe('URI (without a click)');
    expect(
      findActiveContent(
        document({ 'obj:3 0 R': { '/AA': '8 0 R' }, 'obj:8 0 R': { '/O': '9 0 R' }, 'obj:9 0 R': uri }),
      )?.name,
    ).toBe('URI (without a click)');
  });

  it('keeps a URI link the reader clicks, and survives action chains that loop', () => {
    const link = { '/Subtype': '/Link', '/A': { '/S': '/URI', '/URI': 'u:https://bank.example/' } };
    expect(findActiveContent(document({ 'obj:4 0 R': link }))).toBeNull();
    const loop = document({
      'obj:1 0 R': { '/OpenAction': '5 0 R' },
      'obj:5 0 R': { '/S': '/GoTo', '/Next': '6 0 R' },
      'obj:6 0 R': { '/S': '/GoTo', '/Next': '5 0 R' },
    });
    expect(findActiveContent(loop)).toBeNull();
  });

  it("keeps bookmarks: an outline item's /Next is the next item, not an action", () => {
    const outline = document({
      'obj:3 0 R': { '/Type': '/Outlines', '/First': '4 0 R', '/Last': '5 0 R', '/Count': 2 },
      'obj:4 0 R': {
        '/Title': 'u:Summary',
        '/Parent': '3 0 R',
        '/Dest': ['9 0 R', '/XYZ', null, null, null],
        '/Next': '5 0 R',
      },
      'obj:5 0 R': {
        '/Title': 'u:Statement',
        '/Parent': '3 0 R',
        '/Dest': ['9 0 R', '/XYZ', null, null, null],
        '/Prev': '4 0 R',
      },
    });
    expect(findActiveContent(outline)).toBeNull();
    // An action's /Next still chains actions, and is judged.
    const chained = document({
      'obj:1 0 R': {
        '/OpenAction': { '/S': '/GoTo', '/D': [], '/Next': { '/S': '/URI', '/URI': 'u:https://x.example/' } },
      },
    });
    expect(findActiveContent(chained)).not.toBeNull();
  });

  it('reads a stream dictionary, and nesting far deeper than any recursion limit', () => {
    const stream = {
      qpdf: [{}, { 'obj:7 0 R': { stream: { dict: { '/Type': '/EmbeddedFile' } } } }],
    } as QpdfJson;
    expect(findActiveContent(stream)?.name).toBe('EmbeddedFile');
    let deep: QpdfValue = '/Launch';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findActiveContent(document({ 'obj:1 0 R': deep }))?.name).toBe('Launch');
  });

  // The allow-list: whatever an action's type is, and however it is written, only page navigation
  // may run by itself, and a URI only from a link the reader clicks.
  const spelled = (type: string) =>
    fc.constantFrom(`/${type}`, `u:${type}`, `b:${Buffer.from(type).toString('hex')}`);
  const actionType = fc.oneof(
    fc.constantFrom(
      'JavaScript',
      'Launch',
      'URI',
      'Thread',
      'Sound',
      'Movie',
      'Rendition',
      'Hide',
      'SetOCGState',
    ),
    fc.constantFrom('Trans', 'GoTo3DView', 'ResetForm', 'Named', 'GoToR', 'ImportData', 'SubmitForm'),
    fc.string({ minLength: 1, maxLength: 10 }).filter((s) => /^[A-Za-z]+$/.test(s)),
  );
  /** An action put where it runs by itself, directly or behind a reference. */
  const placed = (action: Record<string, QpdfValue>, where: number, indirect: boolean) => {
    const value: QpdfValue = indirect ? '9 0 R' : action;
    const holder: Record<string, QpdfValue>[] = [
      { '/Type': '/Catalog', '/OpenAction': value },
      { '/Type': '/Catalog', '/AA': { '/WC': value } },
      { '/Type': '/Page', '/AA': { '/O': value } },
      { '/Type': '/Annot', '/Subtype': '/Widget', '/A': value },
      { '/Type': '/Annot', '/Subtype': '/Widget', '/AA': { '/K': value } },
      { '/Title': 'u:Outline item', '/A': value },
      { '/OpenAction': { '/S': '/GoTo', '/D': [], '/Next': [value] } },
    ];
    return document({
      'obj:1 0 R': holder[where % holder.length]!,
      ...(indirect ? { 'obj:9 0 R': action } : {}),
    });
  };

  it('refuses every action but page navigation where it runs by itself, however /S is spelled (property-based)', () => {
    fc.assert(
      fc.property(actionType, fc.nat(), fc.boolean(), fc.nat(2), (type, where, indirect, spelling) => {
        fc.pre(type !== 'GoTo');
        const s = [`/${type}`, `u:${type}`, `b:${Buffer.from(type).toString('hex')}`][spelling]!;
        const action = { '/S': s, '/N': '/Print', '/URI': 'u:https://evil.example/' };
        expect(findActiveContent(placed(action, where, indirect))).not.toBeNull();
      }),
      { numRuns: propertyRuns(2_000), seed: 25 },
    );
  });

  it('keeps GoTo and page navigation anywhere, and a URI on a link the reader clicks (property-based)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          spelled('GoTo').map((s) => ({ '/S': s, '/D': ['3 0 R', '/Fit'] }) as Record<string, QpdfValue>),
          fc
            .tuple(spelled('Named'), fc.constantFrom('NextPage', 'PrevPage', 'FirstPage', 'LastPage'))
            .map(([s, page]) => ({ '/S': s, '/N': `/${page}` }) as Record<string, QpdfValue>),
        ),
        fc.nat(),
        fc.boolean(),
        (action, where, indirect) => {
          expect(findActiveContent(placed(action, where, indirect))).toBeNull();
        },
      ),
      { numRuns: propertyRuns(1_000), seed: 26 },
    );
    const link = (subtype: string) => ({
      'obj:4 0 R': { '/Type': '/Annot', '/Subtype': subtype, '/A': '5 0 R' },
      'obj:5 0 R': { '/Type': '/Action', '/S': '/URI', '/URI': 'u:https://bank.example/' },
    });
    expect(findActiveContent(document(link('/Link')))).toBeNull();
    expect(findActiveContent(document(link('u:Link')))).toBeNull();
    expect(findActiveContent(document(link('/Widget')))?.name).toBe('URI (without a click)');
  });

  it('refuses the annotations that play or carry content, however their subtype is spelled', () => {
    for (const subtype of REFUSED_SUBTYPES)
      for (const spelling of [`/${subtype}`, `u:${subtype}`, `b:${Buffer.from(subtype).toString('hex')}`])
        expect(
          findActiveContent(document({ 'obj:4 0 R': { '/Type': '/Annot', '/Subtype': spelling } }))?.name,
        ).toBe(`${subtype} (annotation)`);
  });
});
