import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVE_NAMES, findActiveContent, type QpdfJson, type QpdfValue } from './active-content.ts';

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
    expect(findActiveContent(document({ 'obj:1 0 R': { '/OpenAction': uri } }))?.name).toBe('URI (on open)');
    expect(
      findActiveContent(document({ 'obj:1 0 R': { '/OpenAction': '5 0 R' }, 'obj:5 0 R': uri }))?.name,
    ).toBe('URI (on open)');
    expect(
      findActiveContent(
        document({
          'obj:1 0 R': { '/OpenAction': { '/S': '/GoTo', '/D': [], '/Next': ['6 0 R'] } },
          'obj:6 0 R': { '/S': '/GoTo', '/Next': '7 0 R' },
          'obj:7 0 R': uri,
        }),
      )?.name,
    ).toBe('URI (on open)');
    expect(
      findActiveContent(
        document({ 'obj:3 0 R': { '/AA': '8 0 R' }, 'obj:8 0 R': { '/O': '9 0 R' }, 'obj:9 0 R': uri }),
      )?.name,
    ).toBe('URI (additional action)');
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

  it('reads a stream dictionary, and nesting far deeper than any recursion limit', () => {
    const stream = {
      qpdf: [{}, { 'obj:7 0 R': { stream: { dict: { '/Type': '/EmbeddedFile' } } } }],
    } as QpdfJson;
    expect(findActiveContent(stream)?.name).toBe('EmbeddedFile');
    let deep: QpdfValue = '/Launch';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findActiveContent(document({ 'obj:1 0 R': deep }))?.name).toBe('Launch');
  });
});
