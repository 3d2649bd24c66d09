/**
 * The checklist template editor (issue 19). A facility or asset type has one main template; every
 * save is a new version (the template's `version`, a row in checklist_template_versions). The
 * facilities of the type get the change on their checklists, so a reporter's next checklist has it,
 * while submitted reports keep the parameters they carry. A parameter edited here that another
 * template also uses is copied first, so the edit never changes the other template.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ChecklistEditorDoc, ChecklistTypeRow, EditorParameter, FacilityKind, SaveChecklistBody } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import type { Db } from '../db/client';
import { checklistTemplateVersions, checklistTemplates, checklists, facilities, facilityTypes, parameters, teams } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { newId } from './ids';
import { liveTeams } from './team-admin';

type TypeRow = typeof facilityTypes.$inferSelect;
type TemplateRow = typeof checklistTemplates.$inferSelect;
type ParameterRow = typeof parameters.$inferSelect;

const modeOf = (value: number) => (value === 1 ? 1 : value === 2 ? 2 : 0);
const kindOf = (value: string): FacilityKind => (value === 'asset' ? 'asset' : 'facility');
const typeView = (type: TypeRow) => ({ _id: type.id, name: type.name, kind: kindOf(type.kind), active: type.active });

/** The type's main template: its default one when set, else the first non-appendix template of the type. */
function mainTemplate(type: TypeRow, templates: TemplateRow[]): TemplateRow | null {
  const own = templates.filter((template) => !template.appendix && (template.id === type.defaultTemplateId || template.facilityTypeId === type.id));
  return own.find((template) => template.id === type.defaultTemplateId) ?? own.find((template) => template.active) ?? null;
}

/** GET /admin/checklists: the organisation's types of `kind` (both when absent) with their templates. */
export async function listChecklistTypes(db: Db, organizationId: string, kind?: FacilityKind): Promise<ChecklistTypeRow[]> {
  const types = await db
    .select()
    .from(facilityTypes)
    .where(and(eq(facilityTypes.organizationId, organizationId), kind ? eq(facilityTypes.kind, kind) : undefined))
    .orderBy(asc(facilityTypes.name));
  const templates = await db.select().from(checklistTemplates).where(eq(checklistTemplates.organizationId, organizationId));
  const places = await db.select({ type: facilities.facilityTypeId }).from(facilities).where(eq(facilities.organizationId, organizationId));
  return types.map((type) => {
    const template = mainTemplate(type, templates);
    return {
      type: typeView(type),
      template: template
        ? {
            _id: template.id,
            name: template.name,
            version: template.version,
            parameterCount: template.parameterIds.length,
            inspectionMode: modeOf(template.inspectionMode),
          }
        : null,
      facilityCount: places.filter((place) => place.type === type.id).length,
    };
  });
}

async function typeAndTemplate(db: Db, organizationId: string, typeId: string) {
  const [type] = await db
    .select()
    .from(facilityTypes)
    .where(and(eq(facilityTypes.id, typeId), eq(facilityTypes.organizationId, organizationId)));
  if (!type) throw notFound(`No such facility type: ${typeId}.`);
  const templates = await db.select().from(checklistTemplates).where(eq(checklistTemplates.organizationId, organizationId));
  return { type, template: mainTemplate(type, templates) };
}

/** The editor names a parameter's default team by the team's name; teams' default parameters are its one source (issue 20). */
const toEditorParameter = (row: ParameterRow, teamNameOf: ReadonlyMap<string, string>) => ({
  _id: row.id,
  label: row.label,
  category: row.category,
  defaultTeamName: teamNameOf.get(row.id) ?? null,
  tags: row.tags,
  img: row.img,
  quantity: row.quantity,
  photoRequired: row.photoRequired,
});

/** parameter id → the name of the live team whose default parameters hold it. */
async function defaultTeamNames(db: Db, organizationId: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const team of await liveTeams(db, organizationId)) for (const id of team.defaultParameters) if (!names.has(id)) names.set(id, team.name);
  return names;
}

/** GET /admin/checklists/{typeId}: the type's template, its parameters in order, its history and the pickers' choices. */
export async function loadChecklistEditor(db: Db, organizationId: string, typeId: string): Promise<ChecklistEditorDoc> {
  const { type, template } = await typeAndTemplate(db, organizationId, typeId);
  const ids = template?.parameterIds ?? [];
  const rows = ids.length
    ? await db
        .select()
        .from(parameters)
        .where(and(eq(parameters.organizationId, organizationId), inArray(parameters.id, ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const history = template
    ? await db
        .select()
        .from(checklistTemplateVersions)
        .where(and(eq(checklistTemplateVersions.organizationId, organizationId), eq(checklistTemplateVersions.templateId, template.id)))
        .orderBy(desc(checklistTemplateVersions.version))
        .limit(20)
    : [];
  const categories = await db.selectDistinct({ name: parameters.category }).from(parameters).where(eq(parameters.organizationId, organizationId));
  const live = await liveTeams(db, organizationId);
  const teamNameOf = await defaultTeamNames(db, organizationId);
  return {
    type: typeView(type),
    templateId: template?.id ?? null,
    name: template?.name ?? `${type.name} checklist`,
    version: template?.version ?? 0,
    inspectionMode: modeOf(template?.inspectionMode ?? 0),
    parameters: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toEditorParameter(row, teamNameOf)] : [];
    }),
    history: history.map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy, parameters: row.parameters })),
    categories: categories.flatMap((row) => (row.name ? [row.name] : [])).sort((a, b) => a.localeCompare(b)),
    teams: live.map((team) => team.name),
  };
}

/**
 * A facility's checklist after its template went from `before` to `after`: retired parameters
 * leave, new ones join in the template's order, and parameters the facility has on its own stay.
 */
export function nextChecklistParameters(before: readonly string[], after: readonly string[], current: readonly string[]): string[] {
  const removed = new Set(before.filter((id) => !after.includes(id)));
  const kept = current.filter((id) => !removed.has(id));
  const added = new Set(after.filter((id) => !before.includes(id)));
  const fromTemplate = after.filter((id) => kept.includes(id) || added.has(id));
  return [...fromTemplate, ...kept.filter((id) => !after.includes(id))];
}

const slug = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'parameter';

const sameParameter = (row: ParameterRow, wanted: EditorParameter) =>
  row.label === wanted.label &&
  (row.category ?? null) === (wanted.category ?? null) &&
  JSON.stringify(row.tags) === JSON.stringify(wanted.tags) &&
  (wanted.img === undefined || (row.img ?? null) === wanted.img) &&
  row.quantity === wanted.quantity &&
  row.photoRequired === wanted.photoRequired;

/** PUT /admin/checklists/{typeId}: a new version from `baseVersion`, or 409 when a newer one was saved meanwhile. */
export async function saveChecklistVersion(
  db: Db,
  organizationId: string,
  userId: string,
  typeId: string,
  body: SaveChecklistBody,
): Promise<ChecklistEditorDoc> {
  await db.transaction(async (tx) => {
    const { type, template } = await typeAndTemplate(tx, organizationId, typeId);
    const current = template?.version ?? 0;
    if (body.baseVersion !== current) throw conflict(schemas.STALE_CHECKLIST_MESSAGE);

    const live = await liveTeams(tx, organizationId);
    const teamNames = new Set(live.map((team) => team.name));
    const unknownTeam = body.parameters.find((parameter) => parameter.defaultTeamName && !teamNames.has(parameter.defaultTeamName));
    if (unknownTeam) throw badRequest(`Invalid body. parameters: no team named ${unknownTeam.defaultTeamName ?? ''}.`);

    const namedIds = body.parameters.flatMap((parameter) => (parameter._id ? [parameter._id] : []));
    const existing = namedIds.length
      ? await tx
          .select()
          .from(parameters)
          .where(and(eq(parameters.organizationId, organizationId), inArray(parameters.id, namedIds)))
      : [];
    const byId = new Map(existing.map((row) => [row.id, row]));
    const missing = namedIds.find((id) => !byId.has(id));
    if (missing) throw notFound(`No such parameter: ${missing}.`);
    const others = await tx
      .select({ parameterIds: checklistTemplates.parameterIds })
      .from(checklistTemplates)
      .where(and(eq(checklistTemplates.organizationId, organizationId), template ? ne(checklistTemplates.id, template.id) : undefined));
    const sharedIds = new Set(others.flatMap((row) => row.parameterIds));

    const savedIds: string[] = [];
    const defaults = new Map<string, string | null>();
    const labels: { _id: string; label: string }[] = [];
    for (const wanted of body.parameters) {
      const row = wanted._id ? byId.get(wanted._id) : undefined;
      const values = {
        label: wanted.label,
        category: wanted.category ?? null,
        tags: wanted.tags,
        // An editor that sends no image keeps the parameter's picture.
        img: wanted.img === undefined ? (row?.img ?? null) : wanted.img,
        quantity: wanted.quantity,
        photoRequired: wanted.photoRequired,
      };
      let id = row?.id ?? '';
      if (row && !sameParameter(row, wanted)) {
        if (sharedIds.has(row.id)) {
          // Copy on write: another template keeps the parameter as it was.
          id = newId();
          await tx.insert(parameters).values({ id, organizationId, name: row.name, ...values });
        } else {
          await tx.update(parameters).set(values).where(eq(parameters.id, row.id));
        }
      } else if (!row) {
        id = newId();
        await tx.insert(parameters).values({ id, organizationId, name: slug(wanted.label), ...values });
      }
      savedIds.push(id);
      labels.push({ _id: id, label: wanted.label });
      defaults.set(id, wanted.defaultTeamName ?? null);
    }

    // Each parameter's default team is kept where the teams page keeps it: in exactly one live
    // team's default parameters (or none), so the report form and the teams page agree.
    for (const team of live) {
      const kept = team.defaultParameters.filter((id) => !defaults.has(id) || defaults.get(id) === team.name);
      const added = [...defaults].filter(([id, name]) => name === team.name && !kept.includes(id)).map(([id]) => id);
      if (added.length === 0 && kept.length === team.defaultParameters.length) continue;
      await tx
        .update(teams)
        .set({ defaultParameters: [...kept, ...added] })
        .where(eq(teams.id, team.id));
    }

    const version = current + 1;
    let templateId = template?.id ?? '';
    if (template) {
      const updated = await tx
        .update(checklistTemplates)
        .set({ name: body.name, parameterIds: savedIds, inspectionMode: body.inspectionMode, version })
        .where(and(eq(checklistTemplates.id, template.id), eq(checklistTemplates.version, current)))
        .returning({ id: checklistTemplates.id });
      if (updated.length === 0) throw conflict(schemas.STALE_CHECKLIST_MESSAGE);
      // The first save of a template seeded or made elsewhere records what it held before.
      const held = template.parameterIds.length ? await tx.select().from(parameters).where(inArray(parameters.id, template.parameterIds)) : [];
      const heldById = new Map(held.map((row) => [row.id, row.label]));
      await tx
        .insert(checklistTemplateVersions)
        .values({
          id: newId(),
          organizationId,
          templateId,
          version: current,
          parameters: template.parameterIds.map((id) => ({ _id: id, label: heldById.get(id) ?? id })),
          savedBy: null,
        })
        .onConflictDoNothing();
    } else {
      templateId = newId();
      await tx.insert(checklistTemplates).values({
        id: templateId,
        organizationId,
        name: body.name,
        facilityTypeId: type.id,
        parameterIds: savedIds,
        inspectionMode: body.inspectionMode,
        version,
      });
      if (!type.defaultTemplateId) await tx.update(facilityTypes).set({ defaultTemplateId: templateId }).where(eq(facilityTypes.id, type.id));
    }
    await tx.insert(checklistTemplateVersions).values({ id: newId(), organizationId, templateId, version, parameters: labels, savedBy: userId });

    // The type's facilities get the new version on their next checklist.
    const before = template?.parameterIds ?? [];
    const places = await tx
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.organizationId, organizationId), eq(facilities.facilityTypeId, type.id)));
    if (places.length === 0) return;
    const lists = await tx
      .select()
      .from(checklists)
      .where(
        and(
          eq(checklists.organizationId, organizationId),
          eq(checklists.appendix, false),
          inArray(
            checklists.facilityId,
            places.map((place) => place.id),
          ),
        ),
      );
    for (const list of lists) {
      const next = template ? nextChecklistParameters(before, savedIds, list.parameterIds) : savedIds;
      if (JSON.stringify(next) === JSON.stringify(list.parameterIds)) continue;
      await tx
        .update(checklists)
        .set({ parameterIds: next, paramProps: list.paramProps.filter((props) => next.includes(props.id)) })
        .where(eq(checklists.id, list.id));
    }
  });
  return loadChecklistEditor(db, organizationId, typeId);
}
