/**
 * Who may change an ad-hoc request (raise it again, edit it, answer and close it): the user who
 * raised it, the user it is assigned to, and managers (issue 13). Everyone else gets 403.
 */
import { and, eq } from 'drizzle-orm';
import { isManager } from '../auth/acting-roles';
import type { AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import { adhocRequests } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';

export async function requireAdhocActor(ctx: AppContext, auth: AuthContext, requestId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ createdBy: adhocRequests.createdBy, reporterId: adhocRequests.reporterId, status: adhocRequests.status })
    .from(adhocRequests)
    .where(and(eq(adhocRequests.id, requestId), eq(adhocRequests.organizationId, auth.organizationId)));
  if (!row) throw notFound('No such ad-hoc request.');
  if (row.status === 'cancelled') throw conflict('This ad-hoc request was cancelled.');
  const userId = auth.user.id;
  if (row.createdBy !== userId && row.reporterId !== userId && !isManager(auth)) {
    throw forbidden('Only who raised this request, who it is assigned to, or a manager can change it.');
  }
}
