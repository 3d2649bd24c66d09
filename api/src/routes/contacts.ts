/**
 * The organisation's contacts (issue 20): GET /organizations/{id}/contacts (contact-read; search,
 * kind, retired), PUT …/contacts (create without _id, update with it) and DELETE …/contacts/{contactId}
 * (retire). The spec has no contact-write permission: changing contacts is for organisation
 * administrators (organization-write), as with facility types.
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { contacts } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { toContact } from '../services/share-contacts';
import { parseInput } from '../http/validate';
import { newId } from '../services/ids';

const CONTACT_READ = ['contact-read'];
const CONTACT_WRITE = ['contact-read', 'organization-write'];
const contactParams = orgParams.extend({ contactId: z.string().min(1).max(100) });

/** `%` and `_` typed in a search are letters, not patterns. */
const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function contactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orgOf = async (request: FastifyRequest, permissions: readonly string[]) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, permissions);
    return id;
  };

  app.get('/organizations/:id/contacts', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, CONTACT_READ);
    const query = parseInput(schemas.contactQuerySchema, request.query, 'query');
    const like = query.search ? likeOf(query.search) : undefined;
    const rows = await ctx.db
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.organizationId, id),
          eq(contacts.active, query.retired !== 'true'),
          query.kind ? eq(contacts.kind, query.kind) : undefined,
          like ? or(ilike(contacts.name, like), ilike(contacts.company, like), ilike(contacts.phone, like), ilike(contacts.email, like)) : undefined,
        ),
      )
      .orderBy(asc(contacts.name));
    return rows.map(toContact);
  });

  app.put('/organizations/:id/contacts', { preHandler: guard(ctx) }, async (request) => {
    const id = await orgOf(request, CONTACT_WRITE);
    const body = parseInput(schemas.saveContactBodySchema, request.body);
    const values = {
      name: body.name,
      kind: body.kind,
      company: body.company || null,
      phone: body.phone || null,
      email: body.email || null,
      note: body.note?.trim() || null,
      updatedAt: ctx.now(),
    };
    if (body._id) {
      const [current] = await ctx.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, body._id), eq(contacts.organizationId, id)));
      if (!current) throw notFound('No such contact.');
      if (!current.active) throw conflict('This contact is retired.');
      const [row] = await ctx.db.update(contacts).set(values).where(eq(contacts.id, current.id)).returning();
      if (!row) throw notFound('No such contact.');
      return toContact(row);
    }
    const [row] = await ctx.db
      .insert(contacts)
      .values({ id: newId(), organizationId: id, ...values })
      .returning();
    if (!row) throw notFound('No such contact.');
    return toContact(row);
  });

  app.delete('/organizations/:id/contacts/:contactId', { preHandler: guard(ctx) }, async (request) => {
    const { id, contactId } = parseInput(contactParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, CONTACT_WRITE);
    const [current] = await ctx.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.organizationId, id)));
    if (!current) throw notFound('No such contact.');
    if (!current.active) throw conflict('This contact is already retired.');
    await ctx.db.update(contacts).set({ active: false, updatedAt: ctx.now() }).where(eq(contacts.id, current.id));
    return { status: true };
  });
}
