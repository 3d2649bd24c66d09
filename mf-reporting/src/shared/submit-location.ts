/**
 * How the details page hands a submitted report to the submit screen: the outbox item's id in the
 * navigation's state (kept across a reload by the browser's history), never the report itself.
 */
export const SUBMIT_PATH = '/reporting/submit';

export interface SubmitLocationState {
  outboxItemId: string;
}

/** The item the submit screen follows, if the navigation named one. */
export function outboxItemIdOf(state: unknown): string | null {
  const id = (state as Partial<SubmitLocationState> | null)?.outboxItemId;
  return typeof id === 'string' && id !== '' ? id : null;
}
