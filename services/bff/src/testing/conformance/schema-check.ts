import type { JsonSchema } from '@funding/platform/testing/json-schema-arbitrary';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The document's JSON Schemas, checked with Ajv (draft 2020-12, the dialect of OpenAPI 3.1). */

// strict: false, because the document carries annotations Ajv does not know (`contentSchema`).
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new WeakMap<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Why `value` does not match `schema`, naming it `what`; undefined when it matches. */
export function schemaProblem(schema: JsonSchema, value: unknown, what: string): string | undefined {
  const validate = validatorOf(schema);
  if (validate(value)) return undefined;
  const [error] = validate.errors ?? [];
  return `${what} does not match its schema: ${error?.instancePath || '(root)'} ${error?.message ?? ''}`.trim();
}

/**
 * The same for text sent in a URL or a header, where a schema's number or boolean is written as
 * text: the text matches if it matches as it is or read as the number or boolean it spells.
 */
export function textProblem(schema: JsonSchema, text: string, what: string): string | undefined {
  const problem = schemaProblem(schema, text, what);
  if (problem === undefined) return undefined;
  const read = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)
    ? Number(text)
    : text === 'true' || text === 'false'
      ? text === 'true'
      : undefined;
  return read !== undefined && schemaProblem(schema, read, what) === undefined ? undefined : problem;
}
