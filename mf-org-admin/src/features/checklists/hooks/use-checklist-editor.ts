/** One type's checklist in the editor: the stored version, the draft, and saving it as a new version. */
import { useCallback, useEffect, useState } from 'react';
import { type ChecklistEditorDoc, getChecklistEditor, isApiError, saveChecklist } from 'shared-contracts';
import { type ChecklistDraft, bodyOf, draftOf } from '../rules/checklist-draft';

export type SaveOutcome = { ok: true; version: number } | { ok: false; stale: boolean; message: string | null };

export function useChecklistEditor(typeId: string) {
  const [doc, setDoc] = useState<ChecklistEditorDoc | null>(null);
  const [draft, setDraftState] = useState<ChecklistDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const apply = useCallback((loaded: ChecklistEditorDoc) => {
    setDoc(loaded);
    setDraftState(draftOf(loaded));
    setDirty(false);
    setError(null);
  }, []);
  const fail = useCallback((failure: unknown) => {
    console.error(failure);
    setError(failure);
  }, []);

  useEffect(() => {
    let live = true;
    getChecklistEditor(typeId).then(
      (loaded) => live && apply(loaded),
      (failure: unknown) => live && fail(failure),
    );
    return () => {
      live = false;
    };
  }, [typeId, apply, fail]);

  /** Loads the stored version again, dropping the draft. */
  const reload = useCallback(() => getChecklistEditor(typeId).then(apply, fail), [typeId, apply, fail]);

  const setDraft = useCallback((change: (draft: ChecklistDraft) => ChecklistDraft) => {
    setDraftState((current) => (current ? change(current) : current));
    setDirty(true);
  }, []);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!doc || !draft) return { ok: false, stale: false, message: null };
    setSaving(true);
    try {
      const saved = await saveChecklist(typeId, bodyOf(draft, doc.version));
      setDoc(saved);
      setDraftState(draftOf(saved));
      setDirty(false);
      return { ok: true, version: saved.version };
    } catch (failure) {
      console.error(failure);
      return { ok: false, stale: isApiError(failure) && failure.status === 409, message: isApiError(failure) ? failure.message : null };
    } finally {
      setSaving(false);
    }
  }, [doc, draft, typeId]);

  return { doc, draft, dirty, error, saving, setDraft, save, reload };
}
