/**
 * /new-feedbacks in the avatar menu's frame (spec 001 §2.4): the frame tells its parent it is ready,
 * the parent answers with the encrypted token and the user. Both directions name the one expected
 * origin (the app's own), and a message is taken only from the parent window at that origin.
 */
export const FEEDBACK_READY_MESSAGE = 'facilityops:feedback-ready';
export const FEEDBACK_AUTH_MESSAGE = 'facilityops:feedback-auth';

export interface FeedbackAuth {
  token: string;
  user: { _id: string; name: string };
}

export function readAuthMessage(event: MessageEvent, expectedOrigin: string, parent: Window | null): FeedbackAuth | null {
  if (event.origin !== expectedOrigin || parent === null || event.source !== parent) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, token, user } = data as { type?: unknown; token?: unknown; user?: { _id?: unknown; name?: unknown } };
  if (type !== FEEDBACK_AUTH_MESSAGE || typeof token !== 'string' || typeof user?._id !== 'string' || typeof user.name !== 'string') return null;
  return { token, user: { _id: user._id, name: user.name } };
}
