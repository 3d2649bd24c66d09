import { isTokenValid, tokenExpiry } from './token';

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0);

  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: now / 1000 + 60 }))).toBe(now + 60_000);
  });

  it('treats a token without exp, a malformed one and an expired one as unusable', () => {
    expect(isTokenValid(jwt({ sub: 'u' }), now)).toBe(false);
    expect(isTokenValid('not-a-token', now)).toBe(false);
    expect(isTokenValid(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid(jwt({ exp: now / 1000 + 1 }), now)).toBe(true);
  });
});
