import { hostileValue, type JsonSchema, mutated } from '@funding/platform/testing/json-schema-arbitrary';
import fc from 'fast-check';
import {
  asText,
  type ConformanceRequest,
  type Credential,
  type FormPart,
  headerSafe,
  type KnownValues,
  wellFormed,
} from './conformance-request.ts';
import { isJsonMediaType, type Operation, type ParameterObject, sessionOf } from './openapi-operations.ts';
import { schemaProblem, textProblem } from './schema-check.ts';
import { jsonValueOf, validRequests } from './valid-requests.ts';

/**
 * Invalid requests to one operation: a valid one with one thing broken (a parameter, the body, a
 * part, its Content-Type, its size, the session), each with why the document refuses it, where it
 * does (a refused request must not succeed).
 */

/** The largest body a JSON route reads (openapi/json-body.ts), and some. */
const TOO_LARGE = 70 * 1024;

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
  .map(wellFormed)
  // `.` and `..` are not names but steps of a path: the URL would lead to another route.
  .filter((text) => text !== '' && text !== '.' && text !== '..');

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

/** Why the document refuses these parts: a required one missing, or text its schema refuses. */
function partsRefusal(schema: JsonSchema, parts: readonly FormPart[]): string | undefined {
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
  const withParts = (intent: string, parts: FormPart[]) => (request: ConformanceRequest) => ({
    ...request,
    intent,
    body: { kind: 'multipart' as const, parts },
    refusal: partsRefusal(schema, parts),
  });
  /** One part replaced by `junk`, the others as a valid request sends them. */
  const replaced = (candidates: string[], junk: fc.Arbitrary<string | Uint8Array>): Breakage[] =>
    candidates.length === 0
      ? []
      : [
          fc.tuple(fc.constantFrom(...candidates), junk).map(([name, value]) => (request) => {
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
        { maxLength: 4 },
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
