/**
 * Join codes and activation keys: 160 random bits written as 32 Crockford base32 characters in
 * groups of four (`7K3M-9Q2X-…`). Crockford's alphabet has no I, L, O or U, so a code read aloud or
 * typed from paper survives the usual mix-ups; `normalizeAccessCode` undoes them (and case, spaces,
 * dashes) before the server hashes what was typed.
 */
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a code: 32 × 5 bits = 160 bits, well above the 128 bits a guess must beat. */
export const ACCESS_CODE_LENGTH = 32;
const GROUP = 4;

/** The canonical form of a typed code, or null when it cannot be one (wrong length or characters). */
export function normalizeAccessCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== ACCESS_CODE_LENGTH) return null;
  for (const char of compact) if (!ACCESS_CODE_ALPHABET.includes(char)) return null;
  return compact;
}

/** A canonical code as people see it: groups of four joined by dashes. */
export function formatAccessCode(canonical: string): string {
  return canonical.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? canonical;
}
