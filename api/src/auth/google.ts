/**
 * POST /auth/login/google verifies the Google ID token's signature against Google's published keys
 * (https://www.googleapis.com/oauth2/v3/certs), its issuer, its audience (GOOGLE_CLIENT_ID) and that
 * the email is verified; the account is then found by email (no account is created). Without
 * GOOGLE_CLIENT_ID the server cannot check tokens (and a machine offline cannot fetch Google's keys),
 * so the call answers 501.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleSignIn {
  clientId: string;
  /** Google's keys; tests pass local ones. */
  keys: JWTVerifyGetKey;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function googleFromEnv(env: NodeJS.ProcessEnv = process.env): GoogleSignIn | undefined {
  if (!env.GOOGLE_CLIENT_ID) return undefined;
  return { clientId: env.GOOGLE_CLIENT_ID, keys: createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')) };
}

/** The verified email of a Google ID token, or null when the token is not one to trust. */
export async function verifiedGoogleEmail(google: GoogleSignIn, idToken: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(idToken, google.keys, { issuer: GOOGLE_ISSUERS, audience: google.clientId, currentDate: now });
    if (payload.email_verified !== true || typeof payload.email !== 'string') return null;
    return payload.email.toLowerCase();
  } catch {
    return null;
  }
}
