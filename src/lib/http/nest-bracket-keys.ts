/**
 * Form-style keys in a POST body become nested values (spec section 7):
 * `{ 'contact[name]': 'A', 'ns[0]': 'x', 'ns[1]': 'y' }` → `{ contact: { name: 'A' }, ns: ['x', 'y'] }`.
 * `a[]` appends to a list. Only top-level keys are read; other values are kept as they are.
 */
type Container = Record<string, unknown> | unknown[];

const bracketKey = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;
const unsafeNames = new Set(['__proto__', 'prototype', 'constructor']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function childFor(nextName: string): Container {
  return nextName === '' || /^\d+$/.test(nextName) ? [] : {};
}

function assign(container: Container, name: string, value: unknown): void {
  if (Array.isArray(container)) {
    if (name === '') container.push(value);
    else container[Number(name)] = value;
  } else {
    container[name === '' ? String(Object.keys(container).length) : name] = value;
  }
}

function read(container: Container, name: string): unknown {
  if (name === '') return undefined;
  return Array.isArray(container) ? container[Number(name)] : container[name];
}

function setPath(target: Record<string, unknown>, names: string[], value: unknown): void {
  let container: Container = target;
  for (let index = 0; index < names.length - 1; index += 1) {
    const name = names[index]!;
    const existing = read(container, name);
    // Copied, not reused: a container may belong to the caller's own body.
    const child: Container = Array.isArray(existing) ? [...existing] : isPlainObject(existing) ? { ...existing } : childFor(names[index + 1]!);
    assign(container, name, child);
    container = child;
  }
  assign(container, names[names.length - 1]!, value);
}

export function hasBracketKeys(body: unknown): body is Record<string, unknown> {
  return isPlainObject(body) && Object.keys(body).some((key) => bracketKey.test(key));
}

export function nestBracketKeys<T>(body: T): T | Record<string, unknown> {
  if (!hasBracketKeys(body)) return body;
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = bracketKey.exec(key);
    const names = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)] : [key];
    if (names.some((name) => unsafeNames.has(name))) continue;
    setPath(nested, names, value);
  }
  return nested;
}
