import { type JsonSchema, valuesOfJsonSchema } from '@funding/platform/testing/json-schema-arbitrary';
import fc from 'fast-check';
import {
  asText,
  type ConformanceRequest,
  type Credential,
  type FormPart,
  headerSafe,
  type KnownValues,
  type RequestBody,
} from './conformance-request.ts';
import { isJsonMediaType, type Operation, type ParameterObject, sessionOf } from './openapi-operations.ts';

/**
 * Valid requests to one operation, generated from its declaration in the document: every
 * parameter and body from its schema, or a known value where its name says it names something
 * real (so that successes are reached), as each role.
 */

// A known value, where there is one, against a value made from the schema: successes need the former.
const KNOWN_WEIGHT = 9;

const ACCEPT = fc.constantFrom<string | undefined>(
  undefined,
  'application/json',
  '*/*',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
);

/** A value for a parameter or part `name`: a known one if there is one, mostly, or one from its schema. */
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
export function jsonValueOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
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
function multipartOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<FormPart[]> {
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
