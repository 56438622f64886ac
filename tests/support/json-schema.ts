/**
 * A small JSON Schema (2020-12) validator for the keywords our published schemas use (docs/match-record.schema.json):
 * type, const, properties, required, additionalProperties: false, items, prefixItems, minItems, maxItems, minimum,
 * pattern, format date-time, $ref to #/$defs. Any other keyword throws, so a schema cannot quietly use one this does
 * not check. Answers the first error as "path: problem", or null when the value is valid.
 */
type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['$schema', '$id', '$defs', 'title', 'description']);
const CHECKED = new Set([
  'type',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minimum',
  'pattern',
  'format',
  '$ref',
]);

export function validateJsonSchema(schema: Schema, value: unknown): string | null {
  return check(schema, schema, value, '$');
}

function check(root: Schema, schema: Schema, value: unknown, path: string): string | null {
  for (const keyword of Object.keys(schema))
    if (!ANNOTATIONS.has(keyword) && !CHECKED.has(keyword)) throw new Error(`Keyword ${keyword} is not supported by this validator`);
  if (typeof schema.$ref === 'string') {
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? (root.$defs as Record<string, Schema> | undefined)?.[name] : undefined;
    if (!target) throw new Error(`Unresolvable $ref ${schema.$ref}`);
    const error = check(root, target, value, path);
    if (error) return error;
  }
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value))
    return `${path}: must be ${JSON.stringify(schema.const)}`;
  if (typeof schema.type === 'string' && !hasType(schema.type, value)) return `${path}: must be of type ${schema.type}`;
  if (typeof schema.minimum === 'number' && typeof value === 'number' && value < schema.minimum)
    return `${path}: must be ≥ ${schema.minimum}`;
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return `${path}: must match ${schema.pattern}`;
    if (schema.format === 'date-time' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value))
      return `${path}: must be a date-time`;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      return `${path}: must have at least ${schema.minItems} items`;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return `${path}: must have at most ${schema.maxItems} items`;
    const prefix = (schema.prefixItems as Schema[] | undefined) ?? [];
    for (let index = 0; index < value.length; index++) {
      const itemSchema = index < prefix.length ? prefix[index] : (schema.items as Schema | undefined);
      const error = itemSchema ? check(root, itemSchema, value[index], `${path}[${index}]`) : null;
      if (error) return error;
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in object)) return `${path}: must have ${key}`;
    for (const [key, item] of Object.entries(object)) {
      if (key in properties) {
        const error = check(root, properties[key], item, `${path}.${key}`);
        if (error) return error;
      } else if (schema.additionalProperties === false) return `${path}: must not have ${key}`;
    }
  }
  return null;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new Error(`Type ${type} is not supported by this validator`);
  }
}
