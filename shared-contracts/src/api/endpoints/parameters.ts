/** Parameter calls (spec 001 §7). */
import { apiRequest } from '../api-client';
import {
  checklistCopiesSchema,
  groupedParametersSchema,
  parameterCategoryListSchema,
  parameterListSchema,
  type ChecklistCopies,
  type GroupedParameters,
  type Parameter,
  type ParameterCategory,
} from '../../schemas';

/** GET /parameters/categories. */
export function getParameterCategories(): Promise<ParameterCategory[]> {
  return apiRequest('/parameters/categories', { schema: parameterCategoryListSchema });
}

/** GET /parameters. */
export function getParameters(): Promise<Parameter[]> {
  return apiRequest('/parameters', { schema: parameterListSchema });
}

/** GET /parameters/grouped. */
export function getGroupedParameters(): Promise<GroupedParameters> {
  return apiRequest('/parameters/grouped', { schema: groupedParametersSchema });
}

/** GET /parameters/checklist-copies-get. */
export function getChecklistCopies(): Promise<ChecklistCopies> {
  return apiRequest('/parameters/checklist-copies-get', { schema: checklistCopiesSchema });
}

/** GET /parameters/checklist-copies-update (the spec lists it as a GET). */
export function updateChecklistCopies(): Promise<ChecklistCopies> {
  return apiRequest('/parameters/checklist-copies-update', { schema: checklistCopiesSchema });
}
