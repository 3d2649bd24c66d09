/**
 * Tickets for GET /events. EventSource cannot send an Authorization header, and a session token in a
 * URL would end up in logs for its whole 12 h life. A ticket is minted from a valid session (POST
 * /events/ticket, bearer token), lives 60 s, is only checked when a stream opens, and is signed
 * with a key derived from the JWT secret, so it is never accepted as a bearer token (nor a bearer
 * token as a ticket). It carries the session's id and expiry: a stream ends when the session does.
 */
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const LIVE_TICKET_SECONDS = 60;
const AUDIENCE = 'facilityops:live-events';

export interface LiveTicketClaims {
  userId: string;
  organizationId: string;
  /** The session (bearer token) it was minted from. */
  sessionId: string;
  sessionExpiresAt: Date;
}

function ticketKey(jwtSecret: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update('facilityops:live-ticket:').update(jwtSecret).digest());
}

export async function issueLiveTicket(jwtSecret: string, claims: LiveTicketClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: claims.organizationId, sid: claims.sessionId, sexp: Math.floor(claims.sessionExpiresAt.getTime() / 1000) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIVE_TICKET_SECONDS)
    .sign(ticketKey(jwtSecret));
}

/** The claims of a valid ticket, or null. */
export async function verifyLiveTicket(jwtSecret: string, ticket: string, now: Date): Promise<LiveTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(jwtSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (!payload.sub || typeof payload.org !== 'string' || typeof payload.sid !== 'string' || typeof payload.sexp !== 'number') return null;
    return { userId: payload.sub, organizationId: payload.org, sessionId: payload.sid, sessionExpiresAt: new Date(payload.sexp * 1000) };
  } catch {
    return null;
  }
}
