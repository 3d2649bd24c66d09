/**
 * POST /issues (issue 16): raise an issue by hand. It needs the issues page's permissions (spec 001
 * §6: issue-read and issueAck-read): whoever works the issue list may raise one there; a reporter
 * raises through a report. The server decides who raised it and when; the body is the shared schema.
 */
import type { FastifyInstance } from 'fastify';
import { authOf, guard } from '../auth/guard';
import type { AppContext } from '../context';
import { schemas } from '../contracts';
import { parseInput } from '../http/validate';
import { raiseIssueByHand } from '../services/issue-raise';

export const RAISE_PERMISSIONS = ['issue-read', 'issueAck-read'];

export function issueRaiseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/issues', { preHandler: guard(ctx, RAISE_PERMISSIONS) }, async (request, reply) => {
    const auth = authOf(request);
    const body = parseInput(schemas.raiseIssueBodySchema, request.body);
    const answer = await raiseIssueByHand(ctx, auth, body);
    return reply.code(answer.duplicate ? 200 : 201).send(answer);
  });
}
