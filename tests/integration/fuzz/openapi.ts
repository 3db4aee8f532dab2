import fc from 'fast-check';
import { RawToken, encodeSegment, hostileString, hostileValue, malformedJson, oversizedJson, toJsonText, type FuzzRequest } from './generators';

/**
 * Requests for every operation of an OpenAPI 3.1 document, built from its own schemas: mostly valid, or with one
 * value wrong (another JSON type, a number just outside its range, a string one over its length or off its pattern,
 * NUL and lone surrogates, a value outside an enum, too many or too few items), a required field missing, extra
 * fields (`__proto__` among them), the wrong type at the top, malformed JSON, the wrong content type, a body over the
 * limit or one that is only brackets. A change to the API's schemas changes what is sent, with no table to update.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Values that only the test knows (real ids, payloads, small widths), by property or parameter name. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

export interface OpenApiOperation {
  /** 'POST /api/v1/renders/batch/:id', as the fuzz report names routes. */
  name: string;
  /** Share of the run, relative to 1: an operation with a body has more to get wrong. */
  weight: number;
  /** Its requests, given the values only the running test knows. */
  request: (known: KnownValues) => fc.Arbitrary<FuzzRequest>;
}

/** Strings are cut at this length when "one over maxLength" would be larger (the body limit has its own cases). */
const LONGEST_STRING = 100_000;
/** 14 MB of brackets: within the 15 MB body limit, what held the event loop for seconds before the depth check. */
const BRACKET_BOMB_LENGTH = 14 * 1024 * 1024;

/**
 * What the API's schemas check beyond what JSON Schema says (zod refinements): fields of which a valid body holds
 * exactly one, and optional fields a valid body holds anyway. Only the valid samples follow these.
 */
export interface BodyRules {
  exactlyOne?: string[][];
  present?: string[];
}

/** Every operation of `document` (its paths under `base`), with a generator of its requests. */
export function operationsOf(document: OpenApiDocument, base: string, rules: BodyRules = {}): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${base}${path.replace(/\{(\w+)\}/g, ':$1')}`,
      weight: operation.requestBody ? 3 : 1,
      request: (known: KnownValues) => requestsFor(document, known, rules)(base + path, method.toUpperCase(), operation),
    })),
  );
}

function requestsFor(document: OpenApiDocument, known: KnownValues, rules: BodyRules) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`OpenAPI document: no schema ${schema.$ref}`);
    return resolve(target);
  };
  const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

  /** A value the schema accepts (or, for names in `known`, the test's own value). */
  const valid = (raw: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
    if (Object.hasOwn(known, name)) return known[name]!;
    const schema = resolve(raw);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (typeOf(schema)) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const has = (key: string) => Object.hasOwn(schema.properties ?? {}, key);
        const groups = (rules.exactlyOne ?? []).map((group) => group.filter(has)).filter((group) => group.length > 1);
        const required = new Set([...(schema.required ?? []), ...(rules.present ?? []).filter(has), ...groups.flat()]);
        const record = fc.record(
          Object.fromEntries(properties.map(([key, value]) => [key, valid(value, key)])),
          { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
        );
        // Of each group, one field is kept.
        return fc.tuple(record, fc.nat()).map(([body, pick]) => {
          const kept: Record<string, unknown> = { ...body };
          for (const group of groups) for (const [i, key] of group.entries()) if (i !== pick % group.length) delete kept[key];
          return kept;
        });
      }
      case 'array': {
        const minLength = schema.minItems ?? 0;
        return fc.array(valid(schema.items ?? {}, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
      }
      case 'integer':
        return fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 1000) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'string': {
        const min = schema.minLength ?? 0;
        const example = schema.example;
        if (typeof example === 'string' && (!schema.pattern || new RegExp(schema.pattern).test(example))) return fc.constant(example);
        const max = Math.min(schema.maxLength ?? 40, 40);
        const text = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ minLength: min, maxLength: max });
        return text.filter((value) => value.length >= min && value.length <= max);
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };

  /** Values the schema refuses, each at one of its edges, and values of every other type. */
  const invalid = (raw: JsonSchema): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    const edges: unknown[] = [];
    const type = typeOf(schema);
    if (type === 'number' || type === 'integer') {
      if (schema.minimum !== undefined) edges.push(schema.minimum - (type === 'integer' ? 1 : 1e-9), schema.minimum - 1e9);
      if (schema.maximum !== undefined) edges.push(schema.maximum + (type === 'integer' ? 1 : 1e-9), schema.maximum + 1e9);
      if (type === 'integer') edges.push((schema.minimum ?? 0) + 0.5);
      edges.push(new RawToken('NaN'), new RawToken('1e999'), new RawToken('-0'), `${schema.minimum ?? 1}`, null);
    }
    if (type === 'string') {
      const min = schema.minLength ?? 0;
      if (min > 0) edges.push('x'.repeat(min - 1));
      if (schema.maxLength !== undefined) edges.push('a'.repeat(Math.min(schema.maxLength + 1, LONGEST_STRING)));
      if (schema.pattern) edges.push('a b', '../..', 'é', '#12345', '-'.repeat(Math.max(1, min)) + '\u0000');
      if (schema.format === 'uri') edges.push('not a url', 'https://', 'https://example.com/\u0000', 'file:///etc/passwd', 'ftp://example.com/x');
      edges.push('\u0000', 'ok\u0000', '\uD800', '\u202Eevil', 12, true, []);
    }
    if (schema.enum) edges.push('other', String(schema.enum[0]).toUpperCase(), ` ${String(schema.enum[0])}`, '');
    if (type === 'array') {
      if ((schema.minItems ?? 0) > 0) edges.push([]);
      if (schema.maxItems !== undefined) edges.push(Array.from({ length: Math.min(schema.maxItems + 1, 5_000) }, () => 'x'));
      edges.push('not an array', [null], [{}]);
    }
    if (type === 'object') edges.push([], 'text', null, new RawToken('{"__proto__":{"polluted":true}}'), {});
    const wrongItem = type === 'array' && schema.items ? invalid(schema.items).map((item) => [item]) : undefined;
    return fc.oneof(
      { weight: 4, arbitrary: edges.length ? fc.constantFrom(...edges) : hostileValue },
      { weight: 2, arbitrary: hostileValue },
      ...(wrongItem ? [{ weight: 2, arbitrary: wrongItem }] : []),
    );
  };

  /** Every property path of an object schema, nested ones too ('placement.x'). */
  const fieldPaths = (raw: JsonSchema, prefix: string[] = []): Array<{ path: string[]; schema: JsonSchema }> => {
    const schema = resolve(raw);
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
      const path = [...prefix, key];
      const child = resolve(value);
      return [{ path, schema: child }, ...(typeOf(child) === 'object' && !Object.hasOwn(known, key) ? fieldPaths(child, path) : [])];
    });
  };

  const withValueAt = (body: unknown, path: string[], value: unknown): unknown => {
    if (!path.length) return value;
    const [key, ...rest] = path;
    const object = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { ...object, [key!]: withValueAt(object[key!], rest, value) };
  };

  const jsonBodies = (schema: JsonSchema): fc.Arbitrary<{ text: string; contentType: string }> => {
    const sample = valid(schema);
    const json = (value: unknown) => ({ text: toJsonText(value), contentType: 'application/json' });
    const fields = fieldPaths(schema);
    const required = resolve(schema).required ?? [];
    // Weights in tenths: the two large bodies are drawn about once in 250 cases.
    return fc.oneof(
      { weight: 30, arbitrary: sample.map(json) },
      ...(fields.length
        ? [{
            weight: 80,
            arbitrary: fc.tuple(sample, fc.nat(fields.length - 1)).chain(([body, at]) => invalid(fields[at]!.schema).map((value) => json(withValueAt(body, fields[at]!.path, value)))),
          }]
        : []),
      ...(required.length
        ? [{
            weight: 20,
            arbitrary: fc.tuple(sample, fc.constantFrom(...required)).map(([body, missing]) => {
              const { [missing]: _dropped, ...rest } = body as Record<string, unknown>;
              return json(rest);
            }),
          }]
        : []),
      {
        weight: 10,
        arbitrary: fc.tuple(sample, fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra'), fc.string({ maxLength: 12 })), hostileValue).map(([body, key, value]) => {
          // Written out by hand: an object literal cannot carry an own `__proto__` key.
          const rest = toJsonText(body).slice(1);
          return { text: `{${JSON.stringify(key)}:${toJsonText(value)}${rest === '}' ? '' : ','}${rest}`, contentType: 'application/json' };
        }),
      },
      { weight: 10, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
      { weight: 20, arbitrary: malformedJson.map((text) => ({ text, contentType: 'application/json' })) },
      {
        weight: 10,
        arbitrary: fc
          .tuple(sample, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''))
          .map(([body, contentType]) => ({ text: toJsonText(body), contentType })),
      },
      // Made only when drawn: over the 15 MB limit, and 14 MB of brackets under it.
      { weight: 1, arbitrary: fc.constant(null).map(() => ({ text: oversizedJson(16 * 1024 * 1024), contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.constant(null).map(() => ({ text: '['.repeat(BRACKET_BOMB_LENGTH), contentType: 'application/json' })) },
    );
  };

  /** A path or query value: valid, at an edge, or hostile text; sent %-encoded or (when it can be) raw. */
  const parameterValue = (parameter: Parameter) =>
    fc
      .oneof(
        { weight: 3, arbitrary: valid(parameter.schema, parameter.name) },
        { weight: 3, arbitrary: invalid(parameter.schema) },
        { weight: 2, arbitrary: hostileString },
      )
      .map((value) => encodeSegment(typeof value === 'string' ? value : JSON.stringify(value) ?? ''));

  return (path: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> => {
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((p) => p.in === 'path');
    const query = parameters.filter((p) => p.in === 'query');
    const pathArb = fc
      .tuple(...pathParameters.map(parameterValue))
      .map((values) => pathParameters.reduce((text, parameter, i) => text.replace(`{${parameter.name}}`, values[i]!), path));
    const queryArb = fc
      .tuple(fc.tuple(...query.map((parameter) => fc.option(parameterValue(parameter), { freq: 2 }))), fc.option(fc.tuple(hostileString, hostileString), { freq: 4 }))
      .map(([values, extra]) => {
        const pairs = query.flatMap((parameter, i) => (values[i] === null ? [] : [`${parameter.name}=${values[i]}`]));
        if (extra) pairs.push(`${encodeSegment(extra[0])}=${encodeSegment(extra[1])}`);
        return pairs.length ? `?${pairs.join('&')}` : '';
      });
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const bodyArb = bodySchema ? jsonBodies(bodySchema) : fc.constant(undefined);
    return fc.tuple(pathArb, queryArb, bodyArb).map(([p, q, body]): FuzzRequest => ({
      method,
      path: p + q,
      headers: body?.contentType ? { 'content-type': body.contentType } : {},
      body: body?.text,
    }));
  };
}
