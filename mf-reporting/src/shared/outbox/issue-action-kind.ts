/**
 * How the outbox sends an issue action or comment (kind 'issue/action', issue 16): photos are
 * stored first (each once), then the step goes with its `local:` media replaced by the stored
 * items. The server is idempotent by the item's key, so a retry after a lost answer never takes
 * the step twice; a 403, 404 or 409 is a refusal the user sees, not a retry.
 */
import {
  ISSUE_ACTION_KIND,
  type IssueAction,
  type MediaItem,
  type OutboxKind,
  OutboxRefusal,
  addIssueComment,
  bus,
  enqueue,
  drainOutbox,
  registerOutboxKind,
  takeIssueAction,
} from 'shared-contracts';

export const LOCAL_PREFIX = 'local:';

export interface IssueOutboxBody {
  issueId: string;
  /** A step of the life cycle, or a comment. */
  op: IssueAction | 'comment';
  note?: string;
  teamId?: string;
  assigneeId?: string | null;
  media: MediaItem[];
}

export const issueActionKind: OutboxKind<IssueOutboxBody> = {
  kind: ISSUE_ACTION_KIND,
  async send({ item, stored, signal }) {
    const body = item.body;
    const media = body.media.map((m) => {
      if (!m.path.startsWith(LOCAL_PREFIX)) return m;
      const file = stored.get(m.path.slice(LOCAL_PREFIX.length));
      if (!file) throw new OutboxRefusal(`A photo of this step is missing on this device (${m.name}).`);
      return { path: file.path, name: file.name, type: file.type };
    });
    if (body.op === 'comment') {
      await addIssueComment(body.issueId, { key: item.key, text: body.note ?? '', media }, signal);
      return;
    }
    await takeIssueAction(
      body.issueId,
      {
        key: item.key,
        action: body.op,
        media,
        ...(body.note ? { note: body.note } : {}),
        ...(body.teamId ? { teamId: body.teamId } : {}),
        ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
      },
      signal,
    );
  },
  onDone: (item) => bus.emit('issue/changed', { issueId: item.subject ?? '' }),
  onNeedsAttention: (item, message) => bus.emit('ui/notify', { kind: 'error', message: `${item.label ?? ''}: ${message}` }),
};

export function registerIssueActionKind(): void {
  registerOutboxKind(issueActionKind);
}

export interface IssueStep {
  owner: { userId: string; organizationId: string };
  body: IssueOutboxBody;
  /** Photos (image/jpeg) and voice notes (audio/ogg) the step carries, by their local key. */
  photos: { key: string; blob: Blob; name: string; type?: string }[];
  label: string;
}

/** Stores a step in the outbox and starts a drain (at once when online; later otherwise). */
export async function queueIssueStep(step: IssueStep): Promise<string> {
  registerIssueActionKind();
  const key = `${step.body.op}-${crypto.randomUUID()}`;
  await enqueue({
    ...step.owner,
    kind: ISSUE_ACTION_KIND,
    key,
    subject: step.body.issueId,
    label: step.label,
    body: step.body,
    blobs: step.photos.map((photo) => ({ key: photo.key, name: photo.name, type: photo.type ?? 'image/jpeg', blob: photo.blob })),
  });
  await drainOutbox().catch((error: unknown) => console.error('outbox: issue step not sent yet', error));
  return key;
}
