import type { JsonSchema } from '@funding/platform/testing/json-schema-arbitrary';

/** The parts of an OpenAPI 3.1 document the conformance pass reads. */

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface HeaderObject {
  required?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, HeaderObject>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationObject {
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export interface Operation extends OperationObject {
  /** Upper case: 'POST'. */
  method: string;
  /** OpenAPI style: '/api/agents/{agentId}'. */
  path: string;
  /** 'POST /api/agents/{agentId}', as reports name it. */
  name: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        ...operation,
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
      })),
  );
}

/** Whether the operation may be called with an admin session, and whether also without one. */
export function sessionOf(operation: Operation): { session: boolean; anonymous: boolean } {
  const alternatives = operation.security ?? [];
  return {
    session: alternatives.some((requirement) => 'adminSession' in requirement),
    anonymous:
      alternatives.length === 0 || alternatives.some((requirement) => Object.keys(requirement).length === 0),
  };
}

/** `application/json` and the `+json` types. */
export const isJsonMediaType = (mediaType: string) => /^application\/([\w.-]+\+)?json$/i.test(mediaType);
