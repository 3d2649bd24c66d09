/** Shift schedule calls (issue 20): candidates, create, edit and retire a shift; the janitor's page. */
import { apiRequest } from '../api-client';
import {
  janitorDutiesSchema,
  saveShiftAnswerSchema,
  shiftCandidatesSchema,
  statusAnswerSchema,
  type JanitorDuties,
  type SaveShiftAnswer,
  type SaveShiftBody,
  type ShiftCandidates,
} from '../../schemas';

/** GET /shifts/candidates: reporters, supervisors, janitors, escalation targets and facilities (needs shift-write). */
export function getShiftCandidates(): Promise<ShiftCandidates> {
  return apiRequest('/shifts/candidates', { schema: shiftCandidatesSchema });
}

/** POST /shifts (no id) or PUT /shifts/{id}; a reporter in two overlapping shifts is a 409. */
export function saveShift(body: SaveShiftBody, id?: string): Promise<SaveShiftAnswer> {
  return id
    ? apiRequest(`/shifts/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: saveShiftAnswerSchema })
    : apiRequest('/shifts', { method: 'POST', body, schema: saveShiftAnswerSchema });
}

/** DELETE /shifts/{id}: retires this occurrence and the later ones of its schedule that nobody started. */
export function retireShift(id: string): Promise<{ status: boolean }> {
  return apiRequest(`/shifts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: statusAnswerSchema });
}

/** GET /users/janitor: the caller's shifts as janitor today with what is due and the open issues. */
export function getJanitorDuties(): Promise<JanitorDuties> {
  return apiRequest('/users/janitor', { schema: janitorDutiesSchema });
}
