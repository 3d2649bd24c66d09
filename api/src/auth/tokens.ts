/** HS256 JWTs carrying the user id (sub), the current organisation (org) and an expiry. */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  userId: string;
  organizationId: string;
  jti: string;
  expiresAt: Date;
  /** When it was issued (iat): tokens issued before a member's sessions were ended are refused. */
  issuedAt: Date | null;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, organizationId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    // iam: the issue time in milliseconds (iat has whole seconds), so a sign-in right after a reactivation is not taken for an older session.
    return new SignJWT({ org: organizationId, iam: now.getTime() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token; throws TokenError('expired' | 'invalid') otherwise. */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'jti'] });
      if (typeof payload.org !== 'string' || !payload.sub || !payload.jti || payload.exp === undefined) {
        throw new TokenError('invalid');
      }
      return {
        userId: payload.sub,
        organizationId: payload.org,
        jti: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
        issuedAt: typeof payload.iam === 'number' ? new Date(payload.iam) : payload.iat === undefined ? null : new Date(payload.iat * 1000),
      };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('expired');
      throw new TokenError('invalid');
    }
  }
}

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Session expired. Please log in again.' : 'Invalid token.');
  }
}
