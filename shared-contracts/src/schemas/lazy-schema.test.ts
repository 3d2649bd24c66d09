import type * as zodMini from 'zod/mini';
import { z } from 'zod/mini';
import * as core from 'zod/v4/core';
import type * as schemasIndex from './index';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    const build = jest.fn(() => z.object({ name: z.string().check(z.minLength(1)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Lobby' })).toEqual({ name: 'Lobby' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes as the schema it stands for: in objects, arrays, unions and extensions, and as zod sees it', () => {
    const id = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{24}$/)));
    const place = lazySchema(() => z.object({ _id: id, name: z.string() }));
    const list = lazySchema(() => z.array(place));
    const withFloor = lazySchema(() => z.extend(place, { floor: z.int() }));
    const either = lazySchema(() => z.union([withFloor, z.null()]));
    const good = { _id: 'a'.repeat(24), name: 'Lobby' };
    expect(list.parse([good])).toEqual([good]);
    expect(list.safeParse([{ ...good, _id: 'x' }]).success).toBe(false);
    expect(either.parse({ ...good, floor: 2 })).toEqual({ ...good, floor: 2 });
    expect(either.parse(null)).toBeNull();
    expect(place instanceof core.$ZodType).toBe(true);
    expect(Object.keys(place._zod.def.shape)).toEqual(['_id', 'name']);
    expect('parse' in place).toBe(true);
  });

  it('loading the schemas builds none of them: each is built when first used', () => {
    let built = 0;
    jest.isolateModules(() => {
      jest.doMock('zod/mini', () => {
        const real = jest.requireActual<typeof zodMini>('zod/mini');
        // Every factory (z.object, z.string, ...: the lower-case names; classes are left as they are) counted.
        const counted = Object.fromEntries(
          Object.entries(real.z).map(([key, value]) => [
            key,
            typeof value === 'function' && /^[a-z_]/.test(key)
              ? (...args: unknown[]) => {
                  built += 1;
                  return (value as (...a: unknown[]) => unknown)(...args);
                }
              : value,
          ]),
        );
        return { ...real, z: counted };
      });
      const schemas = jest.requireActual<typeof schemasIndex>('./index');
      expect(built).toBe(0);
      expect(schemas.facilitySchema.safeParse({ _id: 'a'.repeat(24), name: 'Lobby' }).success).toBe(true);
    });
    jest.dontMock('zod/mini');
    expect(built).toBeGreaterThan(0);
  });
});
