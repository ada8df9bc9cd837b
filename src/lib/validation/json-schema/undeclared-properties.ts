/**
 * Top-level properties of an object that its schema does not declare: not named under
 * `properties`, not matched by `patternProperties`, and not declared by an `allOf`, `anyOf`,
 * `oneOf`, `then` or `else` branch. `$ref`s are not followed.
 */

type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function branches(schema: SchemaNode): SchemaNode[] {
  const listed = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) => {
    const value = schema[keyword];
    return Array.isArray(value) ? value.filter(isNode) : [];
  });
  const conditional = [schema['then'], schema['else']].filter(isNode);
  return [...listed, ...conditional];
}

function declares(schema: SchemaNode, property: string): boolean {
  const properties = schema['properties'];
  if (isNode(properties) && Object.hasOwn(properties, property)) return true;
  const patterns = schema['patternProperties'];
  if (isNode(patterns) && Object.keys(patterns).some((pattern) => new RegExp(pattern, 'u').test(property))) {
    return true;
  }
  return branches(schema).some((branch) => declares(branch, property));
}

export function undeclaredProperties(schema: object, object: object): string[] {
  return Object.keys(object).filter((property) => !declares(schema as SchemaNode, property));
}
