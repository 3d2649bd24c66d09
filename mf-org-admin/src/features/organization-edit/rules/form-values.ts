/** The organisation editor's values, from the organisation and back to the PUT body (issue 18). */
import { type Organization, type UpdateOrganizationBody, urgencyHoursOf } from 'shared-contracts';

export interface OrganizationFormValues {
  name: string;
  city: string;
  logoURL: string | null;
  primary: string;
  secondary: string;
  background: string;
  brandingImage: string | null;
  displayName: string;
  enableFeedback: boolean;
  dueLow: number;
  dueModerate: number;
  dueHigh: number;
}

/** The shell's base colours (shell/src/theme/build-theme.ts) for an organisation that has none. */
export const BASE_COLORS = { primary: '#1565c0', secondary: '#6a1b9a', background: '#ffffff' } as const;

export function toFormValues(organization: Organization): OrganizationFormValues {
  const colors = organization.theme?.colors;
  const hours = urgencyHoursOf(organization.settings);
  return {
    name: organization.name,
    city: organization.city?.name ?? '',
    logoURL: organization.logoURL ?? null,
    primary: colors?.primary ?? BASE_COLORS.primary,
    secondary: colors?.secondary ?? BASE_COLORS.secondary,
    background: colors?.background ?? BASE_COLORS.background,
    brandingImage: organization.theme?.branding?.image ?? null,
    displayName: organization.theme?.branding?.display_name ?? '',
    enableFeedback: organization.settings.enableFeedback,
    dueLow: hours.low,
    dueModerate: hours.moderate,
    dueHigh: hours.high,
  };
}

export function toUpdateBody(values: OrganizationFormValues): UpdateOrganizationBody {
  const trimmedName = values.displayName.trim();
  return {
    name: values.name.trim(),
    city: values.city.trim() ? { name: values.city.trim() } : null,
    logoURL: values.logoURL,
    theme: {
      colors: { primary: values.primary.trim(), secondary: values.secondary.trim(), background: values.background.trim() },
      branding: { image: values.brandingImage, display_name: trimmedName || null },
    },
    settings: { enableFeedback: values.enableFeedback, issueDueHours: { low: values.dueLow, moderate: values.dueModerate, high: values.dueHigh } },
  };
}
