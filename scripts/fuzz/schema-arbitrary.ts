import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values that a zod schema would accept, or nearly: the schema is turned into JSON Schema (its
 * input side) and each keyword into a fast-check arbitrary. Refinements that JSON Schema cannot
 * say (a password confirmation, a conditional second owner) are not followed; the fuzz mutates
 * these values anyway, so "nearly valid" is what it wants.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
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
};

const MAX_STRING = 300;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => fromJsonSchema(option, depth + 1)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), { maxLength: schema.maxItems ?? 5 });
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

/** Values shaped by `schema`'s input: what a well-behaved client would send. */
export function valuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(jsonSchema, 0);
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

/** A valid-looking body, then sometimes broken: a key dropped, a value swapped, a key added. */
export function mutatedValuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = valuesOf(schema);
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
