/**
 * Seeded assets (issue 19): equipment that stands in a place and is inspected on its own (a lift, a
 * water cooler, a fire extinguisher), so /assets and /assetTypes show real rows on first start.
 * An asset is a facility row of kind 'asset' with its own QR code ('facility=<id>') and its own
 * checklist; every facility list, count and statistic of the reporting side counts kind 'facility'
 * only, so the seeded 24 Acme facilities (and 6 Blue River ones) stay what tests pin.
 * Only the existing eight parameters are used (tests pin that list); each asset's own checks are
 * the checklist's additional parameters. Acme's asset types have no template yet (tests pin its four
 * templates); Blue River's have one each, so /checklists/assetType shows both states.
 */
import type { Db } from './client';
import * as t from './schema';

interface AssetSeed {
  org: string;
  short: 'acme' | 'blue';
  /** Seed a checklist template per asset type. Acme has none: tests pin its four facility templates. */
  templates: boolean;
}

/** name, interval in hours, parameter names, the asset's own checks. */
const ASSET_TYPES = [
  ['Lift', 24, ['lights', 'floor', 'odour'], ['Emergency alarm', 'Door sensors', 'Inspection certificate on display']],
  ['Water Cooler', 24, ['wash-basin', 'floor', 'dustbin'], ['Water temperature', 'Drip tray', 'Filter change date']],
  ['Fire Extinguisher', 168, ['lights', 'floor'], ['Pressure gauge in green', 'Safety pin and seal', 'Refill due date']],
] as const;

/** Where each organisation's assets stand: [type index, location id, name]. */
const ASSETS: Record<AssetSeed['short'], readonly (readonly [number, string, string])[]> = {
  acme: [
    [0, 'loc-acme-1', 'Tower A Lift 1'],
    [0, 'loc-acme-2', 'Tower B Lift 1'],
    [1, 'loc-acme-3', 'Food Court Water Cooler'],
    [2, 'loc-acme-1', 'Tower A Fire Extinguisher F1'],
    [2, 'loc-acme-4', 'Parking Fire Extinguisher P1'],
  ],
  blue: [
    [0, 'loc-blue-1', 'Main Block Lift 1'],
    [1, 'loc-blue-2', 'OPD Wing Water Cooler'],
    [2, 'loc-blue-1', 'Main Block Fire Extinguisher G1'],
  ],
};

/** ast-acme-01 …, aty-acme-1 …, ctp-acme-asset-1 …: stable ids for tests and links. */
export const assetIds = {
  asset: (short: AssetSeed['short'], n: number) => `ast-${short}-${String(n).padStart(2, '0')}`,
  assetType: (short: AssetSeed['short'], n: number) => `aty-${short}-${n}`,
};

export async function seedAssets(db: Db, organizations: readonly AssetSeed[]): Promise<void> {
  for (const { org, short, templates } of organizations) {
    const param = (name: string) => `par-${short}-${name}`;
    await db.insert(t.facilityTypes).values(
      ASSET_TYPES.map(([name, hours], i) => ({
        id: assetIds.assetType(short, i + 1),
        organizationId: org,
        name,
        label: name,
        kind: 'asset',
        defaultTemplateId: templates ? `ctp-${short}-asset-${i + 1}` : null,
        reportingIntervalHours: hours,
      })),
    );
    if (templates)
      await db.insert(t.checklistTemplates).values(
        ASSET_TYPES.map(([name, , parameters], i) => ({
          id: `ctp-${short}-asset-${i + 1}`,
          organizationId: org,
          name: `${name} checklist`,
          facilityTypeId: assetIds.assetType(short, i + 1),
          parameterIds: parameters.map(param),
          inspectionMode: 0,
        })),
      );
    const assets = ASSETS[short].map(([type, locationId, name], i) => ({
      id: assetIds.asset(short, i + 1),
      organizationId: org,
      name,
      kind: 'asset',
      locationId,
      facilityTypeId: assetIds.assetType(short, type + 1),
      active: true,
      reportingType: 'scheduled',
      offsetMinutes: 15,
      fmsTicketId: null,
    }));
    await db.insert(t.facilities).values(assets);
    await db.insert(t.checklists).values(
      ASSETS[short].map(([type, , name], i) => {
        const [, , parameters, checks] = ASSET_TYPES[type] ?? ASSET_TYPES[0];
        const [first, ...rest] = parameters;
        return {
          id: `chk-${assetIds.asset(short, i + 1)}`,
          organizationId: org,
          facilityId: assetIds.asset(short, i + 1),
          name: `${name} checklist`,
          parameterIds: parameters.map(param),
          paramProps: [
            {
              id: param(first),
              name: first,
              isEnabled: true,
              imageSettings: { enabled: true, isMandatory: true, imageCount: 1 },
              additionalParameters: [...checks],
            },
            ...rest.map((name) => ({
              id: param(name),
              name,
              isEnabled: true,
              imageSettings: { enabled: true, isMandatory: false, imageCount: 1 },
              additionalParameters: [],
            })),
          ],
          overallImgCount: 1,
          mandatoryOverallImg: false,
          inspectionMode: 0,
          appendix: false,
        };
      }),
    );
  }
}
