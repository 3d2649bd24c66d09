/**
 * What the activation steps create in a new organisation: a starter building with facilities
 * (facilities/generate), then parameters, teams, checklist templates, each facility's checklist and
 * the feedback form (templates/generate). Names already present are kept, so a step run on an
 * organisation that has some of these adds only what is missing.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { checklistTemplates, checklists, facilities, facilityTypes, feedbackParameters, feedbackTemplates, locations, parameters, teams } from '../db/schema';
import { newId } from './ids';

const STARTER_TYPES = ['Washroom', 'Pantry', 'Lift Lobby'];
const STARTER_PARAMETERS = [
  ['floor', 'Floor', 'Housekeeping'],
  ['mirror', 'Mirror', 'Housekeeping'],
  ['wash-basin', 'Wash Basin', 'Plumbing'],
  ['dustbin', 'Dustbin', 'Housekeeping'],
  ['soap-dispenser', 'Soap Dispenser', 'Plumbing'],
  ['lights', 'Lights', 'Electrical'],
] as const;
const FEEDBACK_PARAMETERS = [
  ['cleanliness', 'Cleanliness'],
  ['smell', 'Smell'],
  ['supplies', 'Supplies'],
] as const;

export async function generateStarterFacilities(ctx: AppContext, organizationId: string): Promise<number> {
  const existingTypes = await ctx.db.select().from(facilityTypes).where(eq(facilityTypes.organizationId, organizationId));
  const types = [...existingTypes];
  for (const name of STARTER_TYPES.filter((n) => !existingTypes.some((type) => type.name === n))) {
    const [row] = await ctx.db.insert(facilityTypes).values({ id: newId(), organizationId, name, label: name }).returning();
    if (row) types.push(row);
  }
  const [building] = await ctx.db.insert(locations).values({ id: newId(), organizationId, name: 'Main Building' }).returning();
  const rows = types.flatMap((type) =>
    [1, 2].map((n) => ({ id: newId(), organizationId, name: `Main Building ${type.name} ${n}`, locationId: building?.id ?? null, facilityTypeId: type.id })),
  );
  if (rows.length > 0) await ctx.db.insert(facilities).values(rows);
  return rows.length;
}

export async function generateStarterTemplates(ctx: AppContext, organizationId: string): Promise<void> {
  const known = await ctx.db.select().from(parameters).where(eq(parameters.organizationId, organizationId));
  const missing = STARTER_PARAMETERS.filter(([name]) => !known.some((p) => p.name === name));
  const added = missing.length
    ? await ctx.db
        .insert(parameters)
        .values(
          missing.map(([name, label, team]) => ({
            id: newId(),
            organizationId,
            name,
            label,
            img: `/static/parameters/${name}.svg`,
            category: 'Housekeeping',
            defaultTeamName: team,
            tags: [
              { _id: newId(), name: 'Dirty' },
              { _id: newId(), name: 'Broken' },
            ],
          })),
        )
        .returning()
    : [];
  const all = [...known, ...added];
  const byName = new Map(all.map((p) => [p.name, p.id]));
  const existingTeams = await ctx.db.select({ name: teams.name }).from(teams).where(eq(teams.organizationId, organizationId));
  const teamNames = [...new Set(STARTER_PARAMETERS.map(([, , team]) => team))].filter((name) => !existingTeams.some((t) => t.name === name));
  if (teamNames.length) {
    await ctx.db.insert(teams).values(
      teamNames.map((name) => ({
        id: newId(),
        organizationId,
        name,
        label: `${name} team`,
        defaultParameters: STARTER_PARAMETERS.filter(([, , team]) => team === name).flatMap(([p]) => byName.get(p) ?? []),
      })),
    );
  }
  const parameterIds = STARTER_PARAMETERS.flatMap(([name]) => byName.get(name) ?? []);
  const types = await ctx.db.select().from(facilityTypes).where(eq(facilityTypes.organizationId, organizationId));
  const templated = await ctx.db
    .select({ type: checklistTemplates.facilityTypeId })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.organizationId, organizationId));
  const newTypes = types.filter((type) => !templated.some((t) => t.type === type.id));
  if (newTypes.length) {
    await ctx.db
      .insert(checklistTemplates)
      .values(newTypes.map((type) => ({ id: newId(), organizationId, name: `${type.name} checklist`, facilityTypeId: type.id, parameterIds })));
  }
  // Every facility without a checklist gets one from its type's template.
  const templates = await ctx.db.select().from(checklistTemplates).where(eq(checklistTemplates.organizationId, organizationId));
  const withChecklist = new Set(
    (await ctx.db.select({ id: checklists.facilityId }).from(checklists).where(eq(checklists.organizationId, organizationId))).map((r) => r.id),
  );
  const bare = (await ctx.db.select().from(facilities).where(eq(facilities.organizationId, organizationId))).filter((f) => !withChecklist.has(f.id));
  const newChecklists = bare.flatMap((facility) => {
    const template = templates.find((t) => t.facilityTypeId === facility.facilityTypeId && !t.appendix);
    return template
      ? [
          {
            id: newId(),
            organizationId,
            facilityId: facility.id,
            name: `${facility.name} checklist`,
            parameterIds: template.parameterIds,
            inspectionMode: template.inspectionMode,
          },
        ]
      : [];
  });
  if (newChecklists.length) await ctx.db.insert(checklists).values(newChecklists);
  const knownFeedback = await ctx.db
    .select({ name: feedbackParameters.name })
    .from(feedbackParameters)
    .where(eq(feedbackParameters.organizationId, organizationId));
  const feedbackMissing = FEEDBACK_PARAMETERS.filter(([name]) => !knownFeedback.some((f) => f.name === name));
  if (feedbackMissing.length) {
    const rows = await ctx.db
      .insert(feedbackParameters)
      .values(feedbackMissing.map(([name, label]) => ({ id: newId(), organizationId, name, label })))
      .returning();
    await ctx.db.insert(feedbackTemplates).values({ id: newId(), organizationId, name: 'Customer feedback', parameterIds: rows.map((r) => r.id) });
  }
}
