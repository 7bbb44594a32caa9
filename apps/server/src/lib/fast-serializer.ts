import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type JsonSchema = { [key: string]: unknown };
type Serializer = (data: unknown) => string;
/** What Fastify hands a serializer compiler for one route and status. */
interface CompilerInput {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * Answers serialised by code generated once from the route's zod response schema (fast-json-stringify), for hot
 * routes: the zod serializer parses the whole answer against the schema on every call, about ten times the cost.
 * The output is the same text (a test compares them); what is given up is the per-answer check that the service
 * built the shape the contract declares, so only routes whose answer comes from a typed view use it.
 * A schema that does not convert cleanly keeps the zod serializer.
 */
export function fastSerializerCompiler(input: CompilerInput): Serializer {
  try {
    const json = z.toJSONSchema(input.schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as JsonSchema;
    return fastJson(plainNullables(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]) as Serializer;
  }
}

/**
 * `x.nullable()` converts to `anyOf: [x, {type: 'null'}]`, which fast-json-stringify resolves with a validator on
 * every value; `type: [x's type, 'null']` says the same and is written inline.
 */
export function plainNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = plainNullables(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s: JsonSchema) => s.type === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
