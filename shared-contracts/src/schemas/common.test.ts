import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { safeParse } from './zod';

const ok = (schema: Parameters<typeof safeParse>[0], value: unknown) => safeParse(schema, value).success;

describe('the building blocks every field is made of', () => {
  it.each([
    ['a real date-time', '2024-05-01T09:30:00.000Z', true],
    ['a date only', '2024-05-01', true],
    ['a leap day', '2024-02-29T00:00:00Z', true],
    ['a leap day of a common year', '2023-02-29T00:00:00Z', false],
    ['31 February', '2026-02-31T10:00:00Z', false],
    ['month 13', '2024-13-01T00:00:00Z', false],
    ['hour 24', '2024-05-01T24:00:00Z', false],
    ['year 0', '0000-01-01T00:00:00Z', false],
    ['year 10000', '10000-01-01T00:00:00Z', false],
    ['not a date', 'yesterday', false],
    ['an offset', '2024-05-01T09:30:00+05:30', true],
  ])('isoDateSchema: %s', (_name, value, valid) => expect(ok(isoDateSchema, value)).toBe(valid));

  it.each([
    ['Hindi', 'शौचालय की सफ़ाई', true],
    ['an emoji (a surrogate pair)', 'Clean 👍', true],
    ['a NUL byte', 'a\u0000b', false],
    ['a lone surrogate', 'a\ud800b', false],
    ['a line break', 'Tower\nA', false],
    ['200 characters', 'x'.repeat(200), true],
    ['201 characters', 'x'.repeat(201), false],
  ])('nameSchema: %s', (_name, value, valid) => expect(ok(nameSchema, value)).toBe(valid));

  it.each([
    ['several lines', 'Wet floor\nby the sinks\tnear the door', true],
    ['a bell character', 'ring\u0007', false],
    ['5000 characters', 'x'.repeat(5000), true],
    ['5001 characters', 'x'.repeat(5001), false],
    ['a 1 MB string', 'x'.repeat(1024 * 1024), false],
  ])('textSchema: %s', (_name, value, valid) => expect(ok(textSchema, value)).toBe(valid));

  it('idSchema refuses empty, overlong and multi-line ids', () => {
    expect(ok(idSchema, 'fac-acme-01')).toBe(true);
    expect(ok(idSchema, '')).toBe(false);
    expect(ok(idSchema, 'x'.repeat(201))).toBe(false);
    expect(ok(idSchema, 'a\nb')).toBe(false);
  });
});
