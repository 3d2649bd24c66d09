/** Web Push registration and the live-updates stream (issue 21). */
import { apiRequest, buildUrl } from '../api-client';
import { liveTicketAnswerSchema, vapidPublicKeyAnswerSchema, type LiveTicketAnswer, type VapidPublicKeyAnswer } from '../../schemas';

/** GET /push/vapid-public-key. */
export function getVapidPublicKey(): Promise<VapidPublicKeyAnswer> {
  return apiRequest('/push/vapid-public-key', { schema: vapidPublicKeyAnswerSchema });
}

/** POST /events/ticket: a ticket valid for a minute, for one EventSource connection. */
export function getLiveTicket(): Promise<LiveTicketAnswer> {
  return apiRequest('/events/ticket', { method: 'POST', body: {}, schema: liveTicketAnswerSchema });
}

/** The URL of GET /events for a ticket. */
export function liveEventsUrl(ticket: string): string {
  return buildUrl('/events', { ticket });
}
