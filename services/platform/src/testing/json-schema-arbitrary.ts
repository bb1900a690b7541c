import fc from 'fast-check';

/**
 * Values for a JSON Schema (the subset that zod's `toJSONSchema` and the OpenAPI document write):
 * each keyword becomes a fast-check arbitrary. What JSON Schema cannot say (a refinement such as a
 * password confirmation) is not followed, so a value is valid for the schema as written, which is
 * what the HTTP fuzz wants to mutate and what the API conformance pass checks against.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const MAX_STRING = 300;
const MAX_ITEMS = 5;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  if (schema.pattern) {
    try {
      const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= maxLength);
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bounds = {
    min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
    max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
  };
  if (!integer) {
    return fc.double({
      ...bounds,
      minExcluded: schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.exclusiveMaximum !== undefined,
      noNaN: true,
    });
  }
  return fc.integer({
    min: Math.ceil(bounds.min) + (schema.exclusiveMinimum === bounds.min ? 1 : 0),
    max: Math.floor(bounds.max) - (schema.exclusiveMaximum === bounds.max ? 1 : 0),
  });
}

function ofType(type: string | undefined, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, fromJsonSchema(property, depth + 1)]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => fromJsonSchema(option, depth + 1)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => ofType(type, schema, depth)));
  return ofType(schema.type, schema, depth);
}

/** Values `schema` accepts, as far as its keywords say. */
export function valuesOfJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fromJsonSchema(schema, 0);
}

/** Values no client should send but any may: wrong types, huge, nested, odd keys, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E',
    "'; drop table applications; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe, sent as text on purpose
    '${jndi:ldap://x}',
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.nat({ max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** A value of `valid`, then sometimes broken: a key dropped, a value swapped, a key added. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.string({ maxLength: 30 }), hostileValue, fc.nat(), fc.boolean())
        .map(([value, key, hostile, pick, drop]) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
          const copy: Record<string, unknown> = { ...value };
          const keys = Object.keys(copy);
          const target = keys.length > 0 && pick % 3 !== 0 ? keys[pick % keys.length]! : key;
          if (drop) delete copy[target];
          else copy[target] = hostile;
          return copy;
        }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}
