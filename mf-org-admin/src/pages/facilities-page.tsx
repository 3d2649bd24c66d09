import { FacilitiesScreen } from '../features/facilities';

/** /facilities (facility-read; editing with organization-write). */
export default function FacilitiesPage() {
  return <FacilitiesScreen kind="facility" />;
}
