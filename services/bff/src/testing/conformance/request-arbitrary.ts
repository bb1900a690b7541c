import type { AdminRole } from '@funding/contracts';
import {
  hostileValue,
  type JsonSchema,
  mutated,
  valuesOfJsonSchema,
} from '@funding/platform/testing/json-schema-arbitrary';
import fc from 'fast-check';
import { isJsonMediaType, type Operation, type ParameterObject, sessionOf } from './openapi-operations.ts';
import { schemaProblem, textProblem } from './schema-check.ts';

/**
 * Requests to one operation, generated from its declaration in the document: valid ones (every
 * parameter and body from its schema, or a known value that names something real) and invalid
 * ones (a valid request with one thing broken: a parameter, the body, its Content-Type, its size,
 * the session).
 */

/**
 * What names real things, so that valid requests can reach an operation's success: values by
 * parameter or property name (an application id, a link token), and files for binary parts.
 */
export interface KnownValues {
  byName: Readonly<Record<string, readonly unknown[]>>;
  files: readonly Uint8Array[];
}

/** Whose session a request carries: a role's, none, or a forged token. */
export type Credential = AdminRole | 'none' | 'forged';

export type RequestBody =
  | { kind: 'json'; text: string; contentType?: string }
  | { kind: 'multipart'; parts: { name: string; value: string | Uint8Array }[] };

export interface ConformanceRequest {
  /** 'valid', or what was broken. */
  intent: string;
  /** The path parameters and the query, as text (`urlOf` encodes them). */
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Null where the operation takes no session. */
  credential: Credential | null;
  body?: RequestBody;
  /** Why the document refuses this request, when it does: it must then not succeed. */
  refusal?: string;
}

/** The largest body a JSON route reads (openapi/json-body.ts), and some. */
const TOO_LARGE = 70 * 1024;

// A known value, where there is one, against a value made from the schema: successes need the former.
const KNOWN_WEIGHT = 9;

const ACCEPT = fc.constantFrom<string | undefined>(
  undefined,
  'application/json',
  '*/*',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
);

/** Text no schema of ours means, for a parameter: odd characters, lengths, shapes. */
const junkText: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      'no such thing',
      '0',
      '-1',
      'null',
      '%',
      '0'.repeat(36),
      'x'.repeat(300),
      '\u0000',
      'true',
    ),
  )
  // `.` and `..` are not names but steps of a path: the URL would lead to another route.
  .filter((text) => text !== '' && text !== '.' && text !== '..');

/** Header values are Latin-1 without line breaks; anything else is sent percent-encoded. */
const headerSafe = (text: string) =>
  /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text.trim() : encodeURIComponent(text);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

function namedValue(name: string, schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<unknown> {
  const generated = valuesOfJsonSchema(schema ?? {});
  const real = known.byName[name];
  if (!real || real.length === 0) return generated;
  return fc.oneof(
    { weight: KNOWN_WEIGHT, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: generated },
  );
}

/** Each declared parameter of `place`: the required ones always, the others sometimes. */
function parametersIn(
  operation: Operation,
  place: ParameterObject['in'],
  known: KnownValues,
): fc.Arbitrary<Record<string, string>> {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        namedValue(parameter.name, parameter.schema, known).map(asText),
      ]),
    ),
    {
      requiredKeys: parameters
        .filter((parameter) => parameter.required || place === 'path')
        .map((parameter) => parameter.name),
    },
  );
}

/** A JSON body from the schema, its properties that name real things mostly set to known values. */
function jsonValueOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema.properties ?? {});
  const real = properties.flatMap((name) => {
    const values = known.byName[name] ?? [];
    if (values.length === 0) return [];
    const value = fc.oneof(
      { weight: KNOWN_WEIGHT, arbitrary: fc.constantFrom(...values).map((one) => [name, one] as const) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
    return [value];
  });
  return fc.tuple(valuesOfJsonSchema(schema), fc.tuple(...real)).map(([value, overrides]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return { ...value, ...Object.fromEntries(overrides.filter((entry) => entry !== null)) };
  });
}

/** Multipart parts from the schema: known files, and text from the schema or known values. */
function multipartOf(
  schema: JsonSchema,
  known: KnownValues,
): fc.Arbitrary<{ name: string; value: string | Uint8Array }[]> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const part = (name: string, property: JsonSchema) =>
    property.format === 'binary'
      ? fc.constantFrom(...known.files)
      : namedValue(name, property, known).map(asText);
  return fc
    .record(Object.fromEntries(properties.map(([name, property]) => [name, part(name, property)])), {
      requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
    })
    .map((record) => Object.entries(record).map(([name, value]) => ({ name, value })));
}

function bodyOf(operation: Operation, known: KnownValues): fc.Arbitrary<RequestBody | undefined> {
  const content = operation.requestBody?.content ?? {};
  const json = Object.keys(content).find(isJsonMediaType);
  if (json) {
    return jsonValueOf(content[json]?.schema ?? {}, known).map((value) => ({
      kind: 'json' as const,
      text: JSON.stringify(value),
      contentType: 'application/json',
    }));
  }
  const form = content['multipart/form-data'];
  if (form)
    return multipartOf(form.schema ?? {}, known).map((parts) => ({ kind: 'multipart' as const, parts }));
  return fc.constant(undefined);
}

function credentialOf(operation: Operation): fc.Arbitrary<Credential | null> {
  const { session, anonymous } = sessionOf(operation);
  if (!session) return fc.constant(null);
  // Most often the role that may do the most: successes need it; the others meet their 403s.
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Credential>('super_admin') },
    { weight: 2, arbitrary: fc.constant<Credential>('admin') },
    { weight: 1, arbitrary: fc.constant<Credential>('viewer') },
    ...(anonymous ? [{ weight: 1, arbitrary: fc.constant<Credential>('none') }] : []),
  );
}

/** The request's path and query, encoded. */
export function urlOf(
  operation: Operation,
  { path, query }: Pick<ConformanceRequest, 'path' | 'query'>,
): string {
  const filled = operation.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** Valid requests: what a client that reads the document sends. */
export function validRequests(operation: Operation, known: KnownValues): fc.Arbitrary<ConformanceRequest> {
  return fc
    .record({
      path: parametersIn(operation, 'path', known),
      query: parametersIn(operation, 'query', known),
      header: parametersIn(operation, 'header', known),
      body: bodyOf(operation, known),
      credential: credentialOf(operation),
      accept: ACCEPT,
    })
    .map(({ path, query, header, body, credential, accept }) => ({
      intent: 'valid',
      path,
      query,
      headers: {
        ...Object.fromEntries(Object.entries(header).map(([name, value]) => [name, headerSafe(value)])),
        ...(accept ? { accept } : {}),
      },
      credential,
      ...(body ? { body } : {}),
    }));
}

type Breakage = fc.Arbitrary<(request: ConformanceRequest) => ConformanceRequest>;

/** One declared parameter of `place` set to junk. */
function brokenParameter(operation: Operation, place: ParameterObject['in']): Breakage[] {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
  if (parameters.length === 0) return [];
  return [
    fc.tuple(fc.constantFrom(...parameters), junkText).map(([{ name, schema }, junk]) => (request) => {
      const sent = place === 'header' ? headerSafe(junk) : junk;
      const broken = {
        ...request,
        intent: `${place} ${name}`,
        refusal: schema ? textProblem(schema, sent, `${place} parameter ${name}`) : undefined,
      };
      if (place === 'header') return { ...broken, headers: { ...request.headers, [name]: sent } };
      if (place === 'path') return { ...broken, path: { ...request.path, [name]: sent } };
      return { ...broken, query: { ...request.query, [name]: sent } };
    }),
  ];
}

/** Why the document refuses a body of `contentType` (undefined: none) for `operation`, if it does. */
function contentTypeRefusal(operation: Operation, contentType: string | undefined): string | undefined {
  if (contentType === undefined) return 'a body without a Content-Type';
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = Object.keys(operation.requestBody?.content ?? {});
  return declared.includes(essence) ? undefined : `Content-Type ${essence} is not declared`;
}

function brokenJsonBody(operation: Operation, schema: JsonSchema, known: KnownValues): Breakage[] {
  return [
    mutated(jsonValueOf(schema, known)).map((value) => (request) => ({
      ...request,
      intent: 'body',
      body: { kind: 'json', text: JSON.stringify(value) ?? 'null', contentType: 'application/json' },
      refusal: schemaProblem(schema, value, 'the body'),
    })),
    fc.constantFrom('{', 'not json', '{"a":', '[1,', '\u0000').map((text) => (request) => ({
      ...request,
      intent: 'body not JSON',
      body: { kind: 'json', text, contentType: 'application/json' },
      refusal: 'the body is not JSON',
    })),
    fc
      .constantFrom<string | undefined>(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'multipart/form-data; boundary=x',
      )
      .map((contentType) => (request) => ({
        ...request,
        intent: `Content-Type ${contentType ?? 'missing'}`,
        body: {
          kind: 'json',
          text: request.body?.kind === 'json' ? request.body.text : '{}',
          ...(contentType ? { contentType } : {}),
        },
        refusal: contentTypeRefusal(operation, contentType),
      })),
  ];
}

type Part = { name: string; value: string | Uint8Array };

/** Why the document refuses these parts: a required one missing, or text its schema refuses. */
function partsRefusal(schema: JsonSchema, parts: readonly Part[]): string | undefined {
  const properties = schema.properties ?? {};
  const missing = (schema.required ?? []).find((name) => !parts.some((part) => part.name === name));
  if (missing) return `the required part ${missing} is missing`;
  for (const part of parts) {
    const property = properties[part.name];
    if (!property || property.format === 'binary') continue;
    if (typeof part.value !== 'string') return `the part ${part.name} is a file, not text`;
    const problem = schemaProblem(property, part.value, `the part ${part.name}`);
    if (problem) return problem;
  }
  return undefined;
}

function brokenMultipartBody(operation: Operation, schema: JsonSchema): Breakage[] {
  const properties = Object.entries(schema.properties ?? {});
  const names = properties.map(([name]) => name);
  const textNames = properties.filter(([, property]) => property.format !== 'binary').map(([name]) => name);
  const fileNames = names.filter((name) => !textNames.includes(name));
  const withParts = (intent: string, parts: Part[]) => (request: ConformanceRequest) => ({
    ...request,
    intent,
    body: { kind: 'multipart' as const, parts },
    refusal: partsRefusal(schema, parts),
  });
  /** One part replaced by `junk`, the others as a valid request sends them. */
  const replaced = (names: string[], junk: fc.Arbitrary<string | Uint8Array>): Breakage[] =>
    names.length === 0
      ? []
      : [
          fc.tuple(fc.constantFrom(...names), junk).map(([name, value]) => (request) => {
            const parts = request.body?.kind === 'multipart' ? request.body.parts : [];
            const others = parts.filter((part) => part.name !== name);
            return withParts(`part ${name}`, [...others, { name, value }])(request);
          }),
        ];
  const junkPart = fc.oneof(hostileValue.map(asText), junkText, fc.uint8Array({ maxLength: 64 }));
  return [
    ...replaced(textNames, fc.oneof(hostileValue.map(asText), junkText)),
    ...replaced(fileNames, fc.uint8Array({ minLength: 1, maxLength: 64 })),
    fc
      .array(
        fc.record({
          name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 20 })),
          value: junkPart,
        }),
        {
          maxLength: 4,
        },
      )
      .map((parts) => withParts('parts', parts)),
    fc.constant((request) => ({
      ...request,
      intent: 'JSON instead of multipart',
      body: { kind: 'json', text: '{}', contentType: 'application/json' },
      refusal: contentTypeRefusal(operation, 'application/json'),
    })),
  ];
}

function brokenBody(operation: Operation, known: KnownValues): Breakage[] {
  const content = operation.requestBody?.content ?? {};
  const json = Object.keys(content).find(isJsonMediaType);
  const form = content['multipart/form-data'];
  const breakages: Breakage[] = [];
  if (json) breakages.push(...brokenJsonBody(operation, content[json]?.schema ?? {}, known));
  if (form) breakages.push(...brokenMultipartBody(operation, form.schema ?? {}));
  // A body the document does not forbid, only far larger than any operation but an upload needs.
  if (operation.method !== 'GET' && !form) {
    breakages.push(
      fc.constant((request) => ({
        ...request,
        intent: 'too large',
        body: {
          kind: 'json',
          text: JSON.stringify({ padding: 'x'.repeat(TOO_LARGE) }),
          contentType: 'application/json',
        },
      })),
    );
  }
  return breakages;
}

function brokenSession(operation: Operation): Breakage[] {
  const { session, anonymous } = sessionOf(operation);
  if (!session) return [];
  return [
    fc.constantFrom<Credential>('none', 'forged').map((credential) => (request) => ({
      ...request,
      intent: `session ${credential}`,
      credential,
      refusal: anonymous ? undefined : `the operation needs a session (${credential})`,
    })),
  ];
}

/** Invalid requests: a valid one with one thing broken. */
export function invalidRequests(operation: Operation, known: KnownValues): fc.Arbitrary<ConformanceRequest> {
  const breakages = [
    ...brokenParameter(operation, 'path'),
    ...brokenParameter(operation, 'query'),
    ...brokenParameter(operation, 'header'),
    ...brokenBody(operation, known),
    ...brokenSession(operation),
  ];
  if (breakages.length === 0) return validRequests(operation, known);
  return fc
    .tuple(validRequests(operation, known), fc.oneof(...breakages))
    .map(([request, breakIt]) => breakIt(request));
}
