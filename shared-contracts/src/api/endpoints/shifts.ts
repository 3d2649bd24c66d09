/** Shift calls (spec 000 §7, spec 001 §7). */
import { apiRequest } from '../api-client';
import {
  shiftActionAnswerSchema,
  shiftCountSchema,
  shiftListSchema,
  shiftReporterDetailSchema,
  shiftSchema,
  type Shift,
  type ShiftActionAnswer,
  type ShiftCount,
  type ShiftReporterDetail,
  type StartShiftBody,
} from '../../schemas';

/** GET /users/shifts: the caller's shifts with their derived status. */
export function getUserShifts(): Promise<Shift[]> {
  return apiRequest('/users/shifts', { schema: shiftListSchema });
}

/** PUT /users/shifts/{id}/start with fingerPrint and userAgent. */
export function startShift(id: string, body: StartShiftBody = {}): Promise<ShiftActionAnswer> {
  return apiRequest(`/users/shifts/${encodeURIComponent(id)}/start`, { method: 'PUT', body, schema: shiftActionAnswerSchema });
}

/** PUT /users/shifts/{id}/end. */
export function endShift(id: string): Promise<ShiftActionAnswer> {
  return apiRequest(`/users/shifts/${encodeURIComponent(id)}/end`, { method: 'PUT', body: {}, schema: shiftActionAnswerSchema });
}

/** GET /shifts: the organisation's shifts. */
export function getShifts(): Promise<Shift[]> {
  return apiRequest('/shifts', { schema: shiftListSchema });
}

/** GET /shifts/{id}: with checkIns, mappings, temporaryMappings. */
export function getShift(id: string): Promise<Shift> {
  return apiRequest(`/shifts/${encodeURIComponent(id)}`, { schema: shiftSchema });
}

/** GET /shifts/count/{shiftId}: fraction, actualReports, expectedReports. */
export function getShiftCount(shiftId: string): Promise<ShiftCount> {
  return apiRequest(`/shifts/count/${encodeURIComponent(shiftId)}`, { schema: shiftCountSchema });
}

/** GET /shifts/shiftReporterDetail?facilityId=: who reports the facility now (ad-hoc reports). */
export function getShiftReporterDetail(facilityId: string): Promise<ShiftReporterDetail> {
  return apiRequest('/shifts/shiftReporterDetail', { query: { facilityId }, schema: shiftReporterDetailSchema });
}
