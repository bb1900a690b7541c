import {
  type JsonSchema,
  mutated,
  valuesOfJsonSchema,
} from '@funding/platform/testing/json-schema-arbitrary';
import type fc from 'fast-check';
import { z } from 'zod';

/**
 * Values shaped by `schema`'s input: what a well-behaved client would send, or nearly (refinements
 * that JSON Schema cannot say are not followed; the fuzz mutates these values anyway).
 */
export function valuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valuesOfJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A valid-looking body, then sometimes broken: a key dropped, a value swapped, a key added. */
export function mutatedValuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return mutated(valuesOf(schema));
}
