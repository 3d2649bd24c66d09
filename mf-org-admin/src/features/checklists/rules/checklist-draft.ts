/**
 * The editor's draft of a checklist: its rows in order, and what the shared schema says about it
 * before anything is sent. Rows carry a client key so a new parameter has an identity before the
 * server gives it an id.
 */
import { type ChecklistEditorDoc, type InspectionMode, type SaveChecklistBody, type Tag, saveChecklistBodySchema } from 'shared-contracts';

export interface DraftRow {
  key: string;
  _id?: string;
  label: string;
  category: string | null;
  defaultTeamName: string | null;
  tags: Tag[];
  img: string | null;
  quantity: number;
  photoRequired: boolean;
}

/** A new, empty parameter row. */
export const emptyRow = (key: string): DraftRow => ({
  key,
  label: '',
  category: null,
  defaultTeamName: null,
  tags: [],
  img: null,
  quantity: 1,
  photoRequired: false,
});

export interface ChecklistDraft {
  name: string;
  inspectionMode: InspectionMode;
  rows: DraftRow[];
}

let nextKey = 0;
export const newRowKey = (): string => `row-${(nextKey += 1)}`;

export function draftOf(doc: ChecklistEditorDoc): ChecklistDraft {
  return {
    name: doc.name,
    inspectionMode: doc.inspectionMode,
    rows: doc.parameters.map((parameter) => ({
      key: parameter._id,
      _id: parameter._id,
      label: parameter.label,
      category: parameter.category ?? null,
      defaultTeamName: parameter.defaultTeamName ?? null,
      tags: parameter.tags,
      img: parameter.img ?? null,
      quantity: parameter.quantity,
      photoRequired: parameter.photoRequired,
    })),
  };
}

/** The rows with the one at `from` moved to `to` (both clamped to the list). */
export function moveRow(rows: readonly DraftRow[], from: number, to: number): DraftRow[] {
  const target = Math.max(0, Math.min(rows.length - 1, to));
  const moved = rows[from];
  if (!moved || from === target) return [...rows];
  const rest = rows.filter((_, i) => i !== from);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** Tags from the names a person picked: known names keep their ids, new ones get one. */
export function tagsOf(names: readonly string[], known: readonly Tag[]): Tag[] {
  return names
    .map((name) => name.trim())
    .filter((name, i, all) => name && all.indexOf(name) === i)
    .map((name) => known.find((tag) => tag.name === name) ?? { _id: `tag-${Date.now().toString(36)}-${newRowKey()}`, name });
}

export function bodyOf(draft: ChecklistDraft, baseVersion: number): SaveChecklistBody {
  return {
    baseVersion,
    name: draft.name.trim(),
    inspectionMode: draft.inspectionMode,
    parameters: draft.rows.map((row) => ({
      ...(row._id ? { _id: row._id } : {}),
      label: row.label.trim(),
      category: row.category?.trim() || null,
      defaultTeamName: row.defaultTeamName || null,
      tags: row.tags,
      img: row.img,
      quantity: row.quantity,
      photoRequired: row.photoRequired,
    })),
  };
}

export type DraftError = 'nameRequired' | 'labelRequired' | 'duplicate' | 'noParameters' | 'tooLong' | 'quantity' | 'invalid';

export interface DraftProblems {
  name?: DraftError;
  list?: DraftError;
  /** Per row key. */
  rows: Record<string, DraftError>;
}

/** What is wrong with the draft, from the shared schema the api checks with; nothing when it may be saved. */
export function problemsOf(draft: ChecklistDraft): DraftProblems | null {
  const parsed = saveChecklistBodySchema.safeParse(bodyOf(draft, 0));
  if (parsed.success) return null;
  const problems: DraftProblems = { rows: {} };
  for (const issue of parsed.error.issues) {
    const [field, index, key] = issue.path;
    if (field === 'name') problems.name = draft.name.trim() ? 'tooLong' : 'nameRequired';
    else if (field === 'parameters' && typeof index === 'number') {
      const row = draft.rows[index];
      if (row)
        problems.rows[row.key] =
          key === 'label' && !row.label.trim() ? 'labelRequired' : key === 'label' ? 'tooLong' : key === 'quantity' ? 'quantity' : 'invalid';
    } else if (field === 'parameters') {
      if (draft.rows.length === 0) problems.list = 'noParameters';
      const seen = new Map<string, number>();
      for (const row of draft.rows) seen.set(row.label.trim().toLowerCase(), (seen.get(row.label.trim().toLowerCase()) ?? 0) + 1);
      for (const row of draft.rows) if ((seen.get(row.label.trim().toLowerCase()) ?? 0) > 1 && row.label.trim()) problems.rows[row.key] = 'duplicate';
    } else problems.list = 'invalid';
  }
  return problems;
}
