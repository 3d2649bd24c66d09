import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, formatAccessCode, normalizeAccessCode } from './access-code';

const canonical = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('access codes', () => {
  it('carry at least 128 bits', () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(32);
    expect(ACCESS_CODE_LENGTH * Math.log2(ACCESS_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(128);
  });

  it('are shown in groups of four and read back whatever the case, dashes and spaces', () => {
    const shown = formatAccessCode(canonical);
    expect(shown).toBe('0123-4567-89AB-CDEF-GHJK-MNPQ-RSTV-WXYZ');
    expect(normalizeAccessCode(shown)).toBe(canonical);
    expect(normalizeAccessCode(` ${shown.toLowerCase().replace(/-/g, ' ')} `)).toBe(canonical);
  });

  it('read O as zero and I or L as one', () => {
    expect(normalizeAccessCode('O1234567-89AB-CDEF-GHJK-MNPQ-RSTV-WXYZ'.replace('0', 'O'))).toBe(canonical);
    expect(normalizeAccessCode('0I23-4567-89AB-CDEF-GHJK-MNPQ-RSTV-WXYZ')).toBe(canonical);
    expect(normalizeAccessCode('0l23-4567-89AB-CDEF-GHJK-MNPQ-RSTV-WXYZ')).toBe(canonical);
  });

  it('refuse what cannot be a code: old short codes, wrong length, foreign characters', () => {
    expect(normalizeAccessCode('ACME-REPORTER')).toBeNull();
    expect(normalizeAccessCode('SUNRISE-2024')).toBeNull();
    expect(normalizeAccessCode(canonical.slice(1))).toBeNull();
    expect(normalizeAccessCode(`${canonical}0`)).toBeNull();
    expect(normalizeAccessCode(canonical.replace('Z', 'U'))).toBeNull();
    expect(normalizeAccessCode(canonical.replace('Z', '!'))).toBeNull();
  });
});
