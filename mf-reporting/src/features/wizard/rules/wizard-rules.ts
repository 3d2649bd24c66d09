/**
 * The wizard-style inspection (spec 000 Screen 4, §4 Wizard, §5): four stages, one position.
 * Position 0 is the intro, 1..n the parameter cards, n+1 the overall note, n+2 the review; the
 * progress is position / max with max = n + 2. Messages are i18n keys of 'mf-reporting' whose
 * English values are the spec's words.
 */
import { type ParamProps, type Parameter, type Report, parametersMissingPhoto } from 'shared-contracts';
import { overallImageCount } from '../../../shared/report/rules/validate-report';

export type WizardStage = 0 | 1 | 2 | 3;

/** Max index = number of parameters + 2. */
export function maxPosition(report: Pick<Report, 'parameters'>): number {
  return report.parameters.length + 2;
}

export function stageAt(position: number, report: Pick<Report, 'parameters'>): WizardStage {
  const n = report.parameters.length;
  if (position <= 0) return 0;
  if (position <= n) return 1;
  return position === n + 1 ? 2 : 3;
}

/** The card's parameter at a stage-1 position (1-based). */
export function parameterAt(position: number, report: Pick<Report, 'parameters'>): Parameter | null {
  return report.parameters[position - 1] ?? null;
}

/** Progress = current index / max index, in percent. */
export function progressPercent(position: number, report: Pick<Report, 'parameters'>): number {
  return Math.round((Math.min(Math.max(position, 0), maxPosition(report)) / maxPosition(report)) * 100);
}

export function propsOf(report: Pick<Report, 'paramProps'>, parameterId: string): ParamProps | null {
  return report.paramProps.find((props) => props.id === parameterId && props.isEnabled) ?? null;
}

/** The parameter's photos ('Photos: n/m'): filled image slots over the required count. */
export function parameterPhotos(report: Pick<Report, 'paramProps'>, parameterId: string): { taken: number; required: number } {
  const props = propsOf(report, parameterId);
  if (!props) return { taken: 0, required: 0 };
  const taken = (props.images ?? []).filter((slot) => slot.img.length > 0).length;
  return { taken, required: props.isImageMandatory ? (props.imageCount ?? 0) : 0 };
}

/** The first empty image slot of the parameter, else the last one (a new photo replaces it); null without slots. */
export function nextPhotoSlot(report: Pick<Report, 'paramProps'>, parameterId: string): number | null {
  const slots = propsOf(report, parameterId)?.images ?? [];
  if (slots.length === 0) return null;
  const free = slots.findIndex((slot) => slot.img.length === 0);
  return free === -1 ? slots.length - 1 : free;
}

export type CardError =
  'wizard.errors.addMedia' | 'requiredPhoto.message' | 'wizard.errors.addDescription' | 'details.errors.fillAllFields' | 'details.errors.addAllImages';

/**
 * Per-card validation, on Next, Prev and swipe, in the spec's order: the issue's media, its
 * description, the parameter's extra fields, its required image slots; a photo when the template
 * requires one (the shared rule /reports/submit applies too).
 */
export function validateCard(report: Report, parameterId: string): CardError | null {
  const issue = report.issueDetails.find((detail) => detail.parameter === parameterId);
  if (issue && issue.media.length === 0) return 'wizard.errors.addMedia';
  // Issue 19: the template asks for a photo of a bad answer (a voice note alone is not enough).
  if (issue && parametersMissingPhoto({ parameters: report.parameters.filter((p) => p._id === parameterId), issueDetails: [issue] }).length > 0) {
    return 'requiredPhoto.message';
  }
  if (issue && issue.description.trim() === '') return 'wizard.errors.addDescription';
  const props = propsOf(report, parameterId);
  if (props && (props.fields ?? []).some((field) => field.value.trim() === '')) return 'details.errors.fillAllFields';
  if (props?.isImageMandatory && (props.images ?? []).some((slot) => slot.img.length === 0)) return 'details.errors.addAllImages';
  return null;
}

/** Parameters short of their minimum images ('Required Parameter Images'), in checklist order. */
export function parametersShortOfImages(report: Report): { parameterId: string; label: string; taken: number; required: number }[] {
  return report.parameters.flatMap((parameter) => {
    const { taken, required } = parameterPhotos(report, parameter._id);
    return taken < required ? [{ parameterId: parameter._id, label: parameter.label, taken, required }] : [];
  });
}

/** Review counts only image/jpeg media and needs a description: 'Please fill in all the Overall Details !'. */
export function overallComplete(report: Report, requiredImages: number): boolean {
  return report.overall.description.trim() !== '' && overallImageCount(report) >= requiredImages;
}
