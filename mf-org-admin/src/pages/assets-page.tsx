import { FacilitiesScreen } from '../features/facilities';

/** /assets: the same list, form and QR sheet for assets (facilities of kind 'asset'). */
export default function AssetsPage() {
  return <FacilitiesScreen kind="asset" />;
}
