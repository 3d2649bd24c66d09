/**
 * POST /issues/remind: the checklist's 'Remind supervisor' (spec 000 Screen 2; the call is not
 * shown). For each pending issue of the caller's organisation, the supervisors of the facility's
 * mapping in the shift of the report that raised it get a notification (type 'issue'): never a user
 * a body named (issue 13). Ids of other organisations or resolved issues are skipped, never
 * revealed. Answers how many supervisors were reminded.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, guardAny } from '../auth/guard';
import type { AppContext } from '../context';
import { facilities, issues, memberships, notifications, reports, shifts } from '../db/schema';
import { parseInput } from '../http/validate';
import { deliverNotifications } from '../push/deliver-notifications';

const remindBody = z.object({ issues: z.array(z.string().min(1).max(100)).min(1).max(50) });

export function issueReminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/issues/remind', { preHandler: guardAny(ctx, ['reporting-read', 'adhoc-read']) }, async (request) => {
    const auth = authOf(request);
    const body = parseInput(remindBody, request.body);
    const rows = await ctx.db
      .select({ issue: issues, facilityName: facilities.name, shift: shifts })
      .from(issues)
      .innerJoin(facilities, eq(facilities.id, issues.facilityId))
      .leftJoin(reports, eq(reports.id, issues.reportId))
      .leftJoin(shifts, and(eq(shifts.id, reports.shiftId), eq(shifts.organizationId, auth.organizationId)))
      .where(and(eq(issues.organizationId, auth.organizationId), eq(issues.statusResolved, false), inArray(issues.id, [...new Set(body.issues)])));
    const reporterName = `${auth.user.firstName ?? ''} ${auth.user.lastName ?? ''}`.trim();
    const reminders = rows.flatMap(({ issue, facilityName, shift }) => {
      const mappings = shift ? [...shift.temporaryMappings, ...shift.mappings] : [];
      const supervisors = new Set(
        mappings.filter((mapping) => mapping.facilities.includes(issue.facilityId)).flatMap((mapping) => (mapping.supervisor ? [mapping.supervisor] : [])),
      );
      return [...supervisors].map((supervisor) => ({
        id: `ntf-${randomUUID()}`,
        organizationId: auth.organizationId,
        userId: supervisor,
        title: 'Reminder: an issue is still open',
        body: `${issue.label} at ${facilityName}${reporterName ? `, reminded by ${reporterName}` : ''}.`,
        dataType: 'issue',
        dataId: issue.id,
        createdAt: ctx.now(),
      }));
    });
    // Only supervisors who are members of this organisation get one.
    const known = reminders.length
      ? new Set(
          (
            await ctx.db
              .select({ id: memberships.userId })
              .from(memberships)
              .where(and(eq(memberships.organizationId, auth.organizationId), inArray(memberships.userId, [...new Set(reminders.map((r) => r.userId))])))
          ).map((u) => u.id),
        )
      : new Set<string>();
    const valid = reminders.filter((reminder) => known.has(reminder.userId));
    if (valid.length > 0) deliverNotifications(ctx, await ctx.db.insert(notifications).values(valid).returning());
    return { reminded: valid.length };
  });
}
