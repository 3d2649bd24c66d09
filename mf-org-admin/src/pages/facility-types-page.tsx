import { TypesScreen } from '../features/facility-types';

/** /facilityTypes (facilityType-read; editing with organization-write). */
export default function FacilityTypesPage() {
  return <TypesScreen kind="facility" />;
}
