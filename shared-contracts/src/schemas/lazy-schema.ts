/**
 * A schema built the first time it is used (issue 15). shared-contracts holds every schema of the
 * platform, about 1 500 zod objects, and building them all as the module loaded took about 200 ms
 * of a phone's start (4x CPU), when the start parses a handful. `lazySchema(() => z.object({…}))`
 * stands for the schema from the start - same type, composed into others, parsed, inferred - and
 * builds it when anything first reads it. It is a Proxy whose every trap goes to the built schema,
 * so zod's own checks (`instanceof`, `_zod`) and the methods (bound to the schema) see the real one.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The proxy's own (empty) target lacks the key, so it may not be reported as fixed.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
