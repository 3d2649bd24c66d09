import { TypesScreen } from '../features/facility-types';

/** /assetTypes: the asset types, as /facilityTypes. */
export default function AssetTypesPage() {
  return <TypesScreen kind="asset" />;
}
