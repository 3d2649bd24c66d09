/**
 * Issue 19: a checklist parameter may require a photo when its answer is bad. The reporter's app
 * stops Next and Submit with REQUIRED_PHOTO_MESSAGE, and /reports/submit refuses the report with
 * the same rule. The rule reads the parameters the report carries (the checklist version it was
 * filled with), so a reporter offline with an older version can still submit what it asked for.
 */
import type { Parameter, Report } from '../schemas';

/** What the reporter and the server say about a bad parameter without the photo it needs. */
export const REQUIRED_PHOTO_MESSAGE = 'Add a photo: this parameter needs one when it is not OK.';

/** Whether a media item is a photo (a voice note is not). */
const isPhoto = (type: string) => type.startsWith('image/');

/** The parameters answered bad that require a photo and have none, in checklist order. */
export function parametersMissingPhoto(report: Pick<Report, 'parameters' | 'issueDetails'>): Parameter[] {
  return report.parameters.filter((parameter) => {
    if (!parameter.photoRequired) return false;
    const issue = report.issueDetails.find((detail) => detail.parameter === parameter._id);
    return issue !== undefined && !issue.media.some((item) => isPhoto(item.type));
  });
}
