import { Field } from 'type-graphql';
import { z } from 'zod';
import { Bounded, type Bounds } from './bounded.ts';

type JsonSchema = { type?: string; anyOf?: JsonSchema[]; items?: JsonSchema; maxLength?: number; maxItems?: number; description?: string };

const SCALARS = { string: String, boolean: Boolean, number: Number, integer: Number } as const;

function scalarOf(schema: JsonSchema, field: string) {
  const scalar = SCALARS[schema.type as keyof typeof SCALARS];
  if (!scalar) throw new Error(`${field}: no GraphQL input type for JSON Schema type ${schema.type}`);
  return scalar;
}

/**
 * Declares on `target` one optional GraphQL input field per field of `schema`, typed and bounded as the schema says
 * (its maximum lengths and item counts become `@constraint`s): the zod rule that checks a value is the one
 * definition, and the input that takes it follows. Absent fields stay as they are; null clears an optional one.
 */
function declareInputFields(target: abstract new () => object, schema: z.ZodObject) {
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  for (const [name, property] of Object.entries(properties)) {
    const value = property.anyOf?.find((option) => option.type !== 'null') ?? property;
    const bounds: Bounds = {};
    if (value.type === 'array') {
      if (value.maxItems !== undefined) bounds.maxItems = value.maxItems;
      if (value.items?.maxLength !== undefined) bounds.maxLength = value.items.maxLength;
    } else if (value.maxLength !== undefined) bounds.maxLength = value.maxLength;
    const type = value.type === 'array' ? [scalarOf(value.items ?? {}, name)] : scalarOf(value, name);
    Field(() => type, { nullable: true, ...(property.description ? { description: property.description } : {}) })(target.prototype, name);
    if (Object.keys(bounds).length > 0) Bounded(bounds)(target.prototype, name);
  }
}

/** `target` with the fields of `schema` declared on it (see declareInputFields), typed as holding them. */
export function withInputFields<Target extends new () => object, Schema extends z.ZodObject>(target: Target, schema: Schema) {
  declareInputFields(target, schema);
  return target as unknown as new () => InstanceType<Target> & Partial<z.output<Schema>>;
}
