/**
 * The in-progress report in the shared database (table `drafts`), one per user, organisation and
 * facility, so a reload or a closed tab resumes where the user left off.
 */
import { checklistPath, detailsPath, getDb, reportSchema } from 'shared-contracts';
import type { ReportDraft } from '../rules/report-draft';

export function draftKey(userId: string, organizationId: string, facilityId: string): string {
  return `${userId}|${organizationId}|${facilityId}`;
}

interface StoredDraftBody extends Omit<ReportDraft, 'media'> {
  kind: 'report-draft';
}

function isStoredDraft(value: unknown): value is StoredDraftBody {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'report-draft';
}

export async function saveDraft(draft: ReportDraft): Promise<void> {
  const { media, ...body } = draft;
  await (
    await getDb()
  ).drafts.put({
    key: draftKey(draft.userId, draft.organizationId, draft.facilityId),
    userId: draft.userId,
    organizationId: draft.organizationId,
    facilityId: draft.facilityId,
    report: { ...body, kind: 'report-draft' } satisfies StoredDraftBody,
    media,
    updatedAt: Date.now(),
  });
}

export async function loadDraft(userId: string, organizationId: string, facilityId: string): Promise<ReportDraft | null> {
  const row = await (await getDb()).drafts.get(draftKey(userId, organizationId, facilityId));
  if (!row || !isStoredDraft(row.report)) return null;
  const { kind: _kind, ...body } = row.report;
  // A draft saved by an older build is re-read through the schema; one that no longer parses is dropped.
  const report = reportSchema.safeParse(body.report);
  if (!report.success) {
    console.warn('dropping a draft that no longer matches the report schema', row.key);
    return null;
  }
  return { ...body, report: report.data, media: row.media ?? [] };
}

export async function deleteDraft(userId: string, organizationId: string, facilityId: string): Promise<void> {
  await (await getDb()).drafts.delete(draftKey(userId, organizationId, facilityId));
}

/** The user's drafts in this organisation (the facility list offers to continue them). */
export async function listDrafts(userId: string, organizationId: string): Promise<{ facilityId: string; path: string; updatedAt: number }[]> {
  const rows = await (await getDb()).drafts.where('[userId+organizationId]').equals([userId, organizationId]).toArray();
  return rows.flatMap((row) => (isStoredDraft(row.report) ? [{ facilityId: row.facilityId, path: resumePath(row.report), updatedAt: row.updatedAt }] : []));
}

/** Where a report in progress resumes: the page of the stage it reached. */
function resumePath(draft: Pick<ReportDraft, 'stage' | 'inspectionMode' | 'facilityId' | 'report'>): string {
  if (draft.stage === 'checklist') return checklistPath(draft.facilityId);
  // 'submitting' is a stage only older versions left (a send cut short): it resumes at the details.
  return detailsPath(draft.report, draft.inspectionMode, draft.facilityId);
}
