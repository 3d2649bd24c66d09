/**
 * Spec 000 §5, issue forms and overall images. Messages are i18n keys of the 'mf-reporting'
 * namespace; their English values are the spec's words.
 */
import { type Report, parametersMissingPhoto } from 'shared-contracts';

/** Spec 000 §9: 3 when the checklist gives no count; nothing when mandatoryOverallImg is false. */
export const DEFAULT_OVERALL_IMAGE_COUNT = 3;

export function requiredOverallImages(report: Pick<Report, 'overallImgCount' | 'mandatoryOverallImg'>): number {
  if (report.mandatoryOverallImg === false) return 0;
  return report.overallImgCount ?? DEFAULT_OVERALL_IMAGE_COUNT;
}

/** Photos count, voice notes do not (Review counts only image/jpeg media). */
export function overallImageCount(report: Pick<Report, 'overall'>): number {
  return report.overall.media.filter((item) => item.type === 'image/jpeg').length;
}

export function overallImagesMet(report: Report): boolean {
  return overallImageCount(report) >= requiredOverallImages(report);
}

export type QuantityError = { key: 'details.quantity.min' } | { key: 'details.quantity.max'; quantity: number };

/** 'Value must be greater than 0' / 'Value must be less than or equal to {quantity}'. */
export function validateAffectedQuantity(value: number | null | undefined, quantity: number): QuantityError | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 1) return { key: 'details.quantity.min' };
  if (value > quantity) return { key: 'details.quantity.max', quantity };
  return null;
}

export type DetailsError =
  'details.errors.enterData' | 'requiredPhoto.message' | 'details.errors.fillAllFields' | 'details.errors.addAllImages' | 'details.errors.quantity';

/**
 * What stops Submit on the details page, first problem first: an empty description (issue or
 * overall) is 'Please enter data!'; then quantities; then the extra fields and required images of
 * the 'Parameter Additional Details' card.
 */
export function validateDetails(report: Report): DetailsError | null {
  const blank = (text: string) => text.trim().length === 0;
  if (report.issueDetails.some((detail) => blank(detail.description)) || blank(report.overall.description)) return 'details.errors.enterData';
  if (report.issueDetails.some((detail) => validateAffectedQuantity(detail.affectedParamsCount, detail.paramQuantity))) return 'details.errors.quantity';
  // Issue 19: a bad answer to a parameter whose template requires a photo (the server's rule too).
  if (parametersMissingPhoto(report).length > 0) return 'requiredPhoto.message';
  const enabled = report.paramProps.filter((props) => props.isEnabled);
  if (enabled.some((props) => (props.fields ?? []).some((field) => blank(field.value)))) return 'details.errors.fillAllFields';
  if (enabled.some((props) => props.isImageMandatory && (props.images ?? []).some((slot) => slot.img.length === 0))) return 'details.errors.addAllImages';
  return null;
}
