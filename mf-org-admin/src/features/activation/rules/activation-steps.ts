/**
 * Organisation activation (spec 001 §4): four calls, progress 0.25 (activated), 0.5 (facilities
 * generated), 0.75 (templates generated), 1 (configured, 'Done!'). Which step comes next follows
 * from the set-up state the server keeps, so a reload resumes where the activation stopped.
 */
import { type OrganizationSetup } from 'shared-contracts';

export const activationSteps = ['activate', 'facilities', 'templates', 'configure'] as const;
export type ActivationStep = (typeof activationSteps)[number];

export const stepProgress: Record<ActivationStep, number> = { activate: 0.25, facilities: 0.5, templates: 0.75, configure: 1 };

/** The first step the server has not recorded as done, or null when all four are. */
export function nextStep(setup: Partial<OrganizationSetup> | null | undefined): ActivationStep | null {
  if (!setup?.activated) return 'activate';
  if (!setup.facilitiesGenerated) return 'facilities';
  if (!setup.templatesGenerated) return 'templates';
  if (!setup.configured) return 'configure';
  return null;
}

/** Progress shown for a set-up state: the progress of the last step done. */
export function progressOf(setup: Partial<OrganizationSetup> | null | undefined): number {
  const next = nextStep(setup);
  if (next === null) return 1;
  const index = activationSteps.indexOf(next);
  const previous = activationSteps[index - 1];
  return previous ? stepProgress[previous] : 0;
}
