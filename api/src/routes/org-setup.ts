/**
 * Organisation set-up (spec 001 §2.5, §4): POST /organizations/activate, then
 * /organizations/{id}/facilities/generate, /templates/generate and /configure, progress 0.25, 0.5,
 * 0.75 and 1 ('Done!'). Each step needs the one before (409), organization-write in that
 * organisation, and the two keyed steps the organisation's activation key (issued by a system
 * administrator for one email: routes/access-codes.ts). PUT /organizations/{id}.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrganizationSetup } from 'shared-contracts/schemas';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import { rolePermissions } from '../auth/roles';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { organizations } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { perIpPerMinute } from '../http/rate-limits';
import { parseInput } from '../http/validate';
import { findUsableActivationKey, hashOfTyped, isUsedActivationKeyOf, spendActivationKey } from '../services/access-codes';
import { addMembership, switchTo } from '../services/membership';
import { generateStarterFacilities, generateStarterTemplates } from '../services/org-generate';
import { toOrganizationView, type OrganizationRow } from '../services/organizations';
import { organizationEdit } from '../services/org-edit';

/** Where a logo or branding image may come from: our uploads, our static images, or https. */
const IMAGE_URL = /^(\/uploads\/[0-9a-f]{24}\.(jpg|png)|\/static\/[a-z]+\/[a-z0-9-]+\.(svg|png)|https:\/\/[^\s"'<>]+)$/;

const UNUSABLE_KEY = 'No organisation has this activation key (or it was used, has expired or was revoked).';
const emptySetup: OrganizationSetup = { activated: false, facilitiesGenerated: false, templatesGenerated: false, configured: false, progress: 0 };

export function orgSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const saveSetup = async (row: OrganizationRow, change: Partial<OrganizationSetup>) => {
    const setup = { ...emptySetup, ...row.setup, ...change };
    const [saved] = await ctx.db.update(organizations).set({ setup }).where(eq(organizations.id, row.id)).returning();
    return { status: true, organization: toOrganizationView(saved ?? row), setup };
  };
  const loadForStep = async (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, auth, id, ['organization-write']);
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, id));
    if (!row) throw notFound('Organization not found.');
    return { row, setup: { ...emptySetup, ...row.setup } };
  };

  /**
   * The account the key was issued to becomes the organisation's administrator and switches to it.
   * Wrong, used, expired and revoked keys are one answer (404); a key in another account's hands
   * is 403. Both count as failed guesses of the user (with wrong join codes).
   */
  const guesses = { config: perIpPerMinute(ctx.limits.settings.guessesPerIpPerMinute) };
  app.post('/organizations/activate', { ...guesses, preHandler: guard(ctx) }, async (request, reply) => {
    const auth = authOf(request);
    const { activationKey } = parseInput(schemas.activationBodySchema, request.body);
    const tries = `codes:${auth.user.id}`;
    await ctx.limits.codes.check(tries, reply);
    const hash = hashOfTyped(activationKey);
    const now = ctx.now();
    const key = hash ? await findUsableActivationKey(ctx.db, hash, now) : undefined;
    if (!key) {
      await ctx.limits.codes.fail(tries);
      throw notFound(UNUSABLE_KEY);
    }
    if (key.email !== auth.user.email.toLowerCase()) {
      await ctx.limits.codes.fail(tries);
      throw forbidden('This activation key was issued to another account.');
    }
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, key.organizationId));
    if (!row) throw notFound('Organization not found.');
    if (row.setup?.activated) throw conflict('This organisation is already activated.');
    if (!(await spendActivationKey(ctx.db, key.id, auth.user.id, now))) throw notFound(UNUSABLE_KEY);
    await addMembership(ctx, auth.user.id, row.id, 'organization-admin', [...rolePermissions['organization-admin']]);
    const answer = await saveSetup(row, { activated: true, progress: 0.25 });
    const session = await switchTo(ctx, auth.user, row.id);
    return { ...answer, token: session.token };
  });

  /** The set-up step repeats the key that activated the organisation (spec 001 §7). */
  app.post('/organizations/:id/facilities/generate', { ...guesses, preHandler: guard(ctx) }, async (request, reply) => {
    const { row, setup } = await loadForStep(request);
    const { activationKey } = parseInput(schemas.activationBodySchema, request.body);
    const tries = `codes:${authOf(request).user.id}`;
    await ctx.limits.codes.check(tries, reply);
    const hash = hashOfTyped(activationKey);
    if (!hash || !(await isUsedActivationKeyOf(ctx.db, row.id, hash))) {
      await ctx.limits.codes.fail(tries);
      throw badRequest('Wrong activation key.');
    }
    if (!setup.activated) throw conflict('Activate the organisation first.');
    if (setup.facilitiesGenerated) return { status: true, organization: toOrganizationView(row), setup };
    await generateStarterFacilities(ctx, row.id);
    return saveSetup(row, { facilitiesGenerated: true, progress: 0.5 });
  });

  app.post('/organizations/:id/templates/generate', { preHandler: guard(ctx) }, async (request) => {
    const { row, setup } = await loadForStep(request);
    if (!setup.facilitiesGenerated) throw conflict('Generate the facilities first.');
    if (setup.templatesGenerated) return { status: true, organization: toOrganizationView(row), setup };
    await generateStarterTemplates(ctx, row.id);
    return saveSetup(row, { templatesGenerated: true, progress: 0.75 });
  });

  app.post('/organizations/:id/configure', { preHandler: guard(ctx) }, async (request) => {
    const { row, setup } = await loadForStep(request);
    if (!setup.templatesGenerated) throw conflict('Generate the templates first.');
    const answer = setup.configured ? { status: true, organization: toOrganizationView(row), setup } : await saveSetup(row, { configured: true, progress: 1 });
    return { ...answer, message: 'Done!' };
  });

  app.put('/organizations/:id', { preHandler: guard(ctx) }, async (request) => {
    const auth = authOf(request);
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, auth, id, ['organization-write']);
    const body = parseInput(schemas.updateOrganizationBodySchema, request.body);
    for (const [field, value] of [
      ['logoURL', body.logoURL],
      ['theme.branding.image', body.theme?.branding?.image],
    ] as const) {
      if (value && !IMAGE_URL.test(value)) throw badRequest(`Invalid body. ${field}: an uploaded image (/uploads/…), a /static/… image or an https URL.`);
    }
    const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, id));
    if (!row) throw notFound('Organization not found.');
    // Issue 18: contrast, own uploads, due hours (services/org-edit.ts).
    const [saved] = await ctx.db
      .update(organizations)
      .set(await organizationEdit(ctx, row, body))
      .where(eq(organizations.id, id))
      .returning();
    return toOrganizationView(saved ?? row);
  });
}
