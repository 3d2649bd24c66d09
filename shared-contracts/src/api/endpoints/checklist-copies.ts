/** The checklist copies (issue 19; spec 001 §7), typed: which checklists differ from their template, and copying one template onto them. */
import { apiRequest } from '../api-client';
import { checklistCopiesAnswerSchema, type ChecklistCopiesAnswer } from '../../schemas';

/** GET /parameters/checklist-copies-get: every template with the facilities whose checklist differs from it. */
export function getTemplateCopies(): Promise<ChecklistCopiesAnswer> {
  return apiRequest('/parameters/checklist-copies-get', { schema: checklistCopiesAnswerSchema });
}

/** POST /parameters/checklist-copies-update?template=: copies the template onto its facilities' checklists that differ. */
export function copyTemplateToChecklists(templateId: string): Promise<ChecklistCopiesAnswer> {
  return apiRequest('/parameters/checklist-copies-update', { method: 'POST', query: { template: templateId }, schema: checklistCopiesAnswerSchema });
}
