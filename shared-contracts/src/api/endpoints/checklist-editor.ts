/** The checklist template editor's calls (issue 19): the types with their templates, one template, a new version. */
import { apiRequest } from '../api-client';
import {
  checklistEditorDocSchema,
  checklistTypeListSchema,
  type ChecklistEditorDoc,
  type ChecklistTypeRow,
  type FacilityKind,
  type SaveChecklistBody,
} from '../../schemas';

/** GET /admin/checklists: every facility (or asset) type with its template's version and size. */
export function getChecklistTypes(kind?: FacilityKind): Promise<ChecklistTypeRow[]> {
  return apiRequest('/admin/checklists', { query: kind ? { kind } : {}, schema: checklistTypeListSchema });
}

/** GET /admin/checklists/{typeId}: the type's template with its parameters and history. */
export function getChecklistEditor(typeId: string): Promise<ChecklistEditorDoc> {
  return apiRequest(`/admin/checklists/${encodeURIComponent(typeId)}`, { schema: checklistEditorDocSchema });
}

/** PUT /admin/checklists/{typeId}: saves a new version; 409 when someone saved a newer one since `baseVersion`. */
export function saveChecklist(typeId: string, body: SaveChecklistBody): Promise<ChecklistEditorDoc> {
  return apiRequest(`/admin/checklists/${encodeURIComponent(typeId)}`, { method: 'PUT', body, schema: checklistEditorDocSchema });
}
