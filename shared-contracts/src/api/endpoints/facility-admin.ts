/** The admin facility and asset calls (issue 19): list, one record, save, activate/retire, CSV import/export, QR sheet PDF. */
import { apiDownload, apiRequest } from '../api-client';
import {
  facilityAdminDetailSchema,
  facilityAdminPageSchema,
  facilityAdminRowSchema,
  importFacilitiesAnswerSchema,
  type FacilityAdminDetail,
  type FacilityAdminPage,
  type FacilityAdminQuery,
  type FacilityAdminRow,
  type FacilityKind,
  type ImportFacilitiesAnswer,
  type SaveFacilityBody,
} from '../../schemas';

/** GET /admin/facilities: one page of facilities (or assets) matching the filters. */
export function getAdminFacilities(query: FacilityAdminQuery): Promise<FacilityAdminPage> {
  return apiRequest('/admin/facilities', { query: { ...query }, schema: facilityAdminPageSchema });
}

/** GET /admin/facilities/{id}: the record with its recent reports and open issues. */
export function getAdminFacility(id: string): Promise<FacilityAdminDetail> {
  return apiRequest(`/admin/facilities/${encodeURIComponent(id)}`, { schema: facilityAdminDetailSchema });
}

/** POST /admin/facilities (no id) or PUT /admin/facilities/{id}. */
export function saveAdminFacility(body: SaveFacilityBody, id?: string): Promise<FacilityAdminRow> {
  return id
    ? apiRequest(`/admin/facilities/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: facilityAdminRowSchema })
    : apiRequest('/admin/facilities', { method: 'POST', body, schema: facilityAdminRowSchema });
}

/** POST /admin/facilities/{id}/active: activate (true) or retire (false). */
export function setAdminFacilityActive(id: string, active: boolean): Promise<FacilityAdminRow> {
  return apiRequest(`/admin/facilities/${encodeURIComponent(id)}/active`, { method: 'POST', body: { active }, schema: facilityAdminRowSchema });
}

/** POST /admin/facilities/import: a preview (commit false) or the import itself. */
export function importAdminFacilities(body: { kind: FacilityKind; csv: string; commit: boolean }): Promise<ImportFacilitiesAnswer> {
  return apiRequest('/admin/facilities/import', { method: 'POST', body, schema: importFacilitiesAnswerSchema });
}

/** GET /admin/facilities/export.csv. */
export function exportAdminFacilities(kind: FacilityKind): Promise<Blob> {
  return apiDownload('/admin/facilities/export.csv', { query: { kind } });
}

/** POST /qr-sheet/pdf: the printable codes of the chosen facilities. */
export function downloadQrSheetPdf(ids: readonly string[]): Promise<Blob> {
  return apiDownload('/qr-sheet/pdf', { method: 'POST', body: { ids } });
}
