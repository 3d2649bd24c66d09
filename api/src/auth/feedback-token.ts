/**
 * POST /auth/encryptToken: the feedback app (a separate product) opens signed in with an encrypted
 * copy of the session token. It is a JWE (dir + A256GCM) valid for FEEDBACK_TOKEN_TTL_SECONDS, under
 * a key derived from the JWT secret, which the feedback app is configured with; `decryptFeedbackToken`
 * is what it runs.
 */
import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

export const FEEDBACK_TOKEN_TTL_SECONDS = 300;

export function feedbackKey(jwtSecret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update('facilityops:feedback-app:').update(jwtSecret).digest());
}

export async function encryptFeedbackToken(jwtSecret: string, token: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ token })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FEEDBACK_TOKEN_TTL_SECONDS)
    .encrypt(feedbackKey(jwtSecret));
}

export async function decryptFeedbackToken(jwtSecret: string, encrypted: string, now: Date): Promise<string> {
  const { payload } = await jwtDecrypt(encrypted, feedbackKey(jwtSecret), { currentDate: now });
  if (typeof payload.token !== 'string') throw new Error('no token inside');
  return payload.token;
}
