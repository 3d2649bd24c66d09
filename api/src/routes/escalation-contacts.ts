/**
 * The organisation's escalation contacts (issue 20): GET /organizations/{id}/escalation-contacts
 * (contact-read) and PUT (contact-read and organization-write, as for changing contacts). Each is
 * one of the organisation's active contacts (404 otherwise, 409 when retired); an overdue issue's
 * escalation makes each of them a link to it (services/share-contacts.ts).
 */
import type { FastifyInstance } from 'fastify';
import { authOf, guard } from '../auth/guard';
import { orgParams, requireOrgAccess } from '../auth/org-access';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { parseInput } from '../http/validate';
import { escalationContactsOf, replaceEscalationContacts, requireContacts, toContact } from '../services/share-contacts';

const READ = ['contact-read'];
const WRITE = ['contact-read', 'organization-write'];

export function escalationContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answer = async (organizationId: string) => ({ contacts: (await escalationContactsOf(ctx.db, organizationId)).map(toContact) });

  app.get('/organizations/:id/escalation-contacts', { preHandler: guard(ctx) }, async (request) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    await requireOrgAccess(ctx, authOf(request), id, READ);
    return answer(id);
  });

  app.put('/organizations/:id/escalation-contacts', { preHandler: guard(ctx) }, async (request) => {
    const { id } = parseInput(orgParams, request.params, 'path');
    const auth = authOf(request);
    await requireOrgAccess(ctx, auth, id, WRITE);
    const body = parseInput(schemas.saveEscalationContactsBodySchema, request.body);
    await requireContacts(ctx.db, id, body.contactIds);
    await replaceEscalationContacts(ctx.db, id, body.contactIds, auth.user.id, ctx.now());
    return answer(id);
  });
}
