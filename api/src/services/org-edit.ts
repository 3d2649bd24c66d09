/**
 * What PUT /organizations/{id} may change (issue 18), checked before anything is written:
 * - colours whose contrast fails WCAG AA for text are refused (rules.themeContrastProblems, the
 *   editor's rule) with a message that says which colour and what it needs;
 * - an uploaded logo or branding image must be an image this organisation uploaded (POST /uploads
 *   checked its content and size);
 * - a theme part left out keeps its saved value; settings.issueDueHours feeds the due rule.
 */
import { and, eq } from 'drizzle-orm';
import type { ContrastProblem } from 'shared-contracts/rules';
import type { OrganizationTheme, UpdateOrganizationBody } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { rules } from '../contracts';
import { type organizations, uploads } from '../db/schema';
import { badRequest } from '../http/errors';

type OrganizationRow = typeof organizations.$inferSelect;

/** The server's message for a refused colour (the editor shows its own translated text). */
export function contrastMessage(problem: ContrastProblem): string {
  const text = problem.color === 'background' ? 'the text on it' : 'white text';
  return `The ${problem.color} colour ${problem.value} has a contrast of ${problem.ratio}:1 with ${text}; WCAG AA needs ${problem.needed}:1. Choose a ${problem.color === 'background' ? 'lighter' : 'darker'} colour.`;
}

const UPLOADED = /^\/uploads\/([0-9a-f]{24}\.(?:jpg|png))$/;

async function requireOwnUpload(ctx: AppContext, organizationId: string, value: string | null | undefined, current: string | null | undefined, field: string) {
  const name = value && value !== current ? UPLOADED.exec(value)?.[1] : undefined;
  if (!name) return;
  const [row] = await ctx.db
    .select({ type: uploads.type })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.organizationId, organizationId)));
  if (!row?.type.startsWith('image/')) throw badRequest(`Invalid body. ${field}: a PNG or JPEG image uploaded to this organisation.`);
}

/** The theme after the edit: colours and branding each kept when the body leaves them out. */
export function editedTheme(row: OrganizationRow, body: UpdateOrganizationBody): OrganizationTheme | null {
  if (body.theme === undefined) return row.theme;
  if (body.theme === null) return null;
  return {
    colors: body.theme.colors === undefined ? (row.theme?.colors ?? null) : body.theme.colors,
    branding: body.theme.branding === undefined ? (row.theme?.branding ?? null) : body.theme.branding,
  };
}

/** Throws 400 for what cannot be saved; answers the columns to write. */
export async function organizationEdit(
  ctx: AppContext,
  row: OrganizationRow,
  body: UpdateOrganizationBody,
): Promise<Partial<typeof organizations.$inferInsert>> {
  const theme = editedTheme(row, body);
  if (body.theme?.colors) {
    const refused = rules.themeContrastProblems(body.theme.colors).find((problem) => problem.severity === 'refuse');
    if (refused) throw badRequest(contrastMessage(refused), [{ path: ['theme', 'colors', refused.color], message: 'contrast' }]);
  }
  await requireOwnUpload(ctx, row.id, body.logoURL, row.logoUrl, 'logoURL');
  await requireOwnUpload(ctx, row.id, body.theme?.branding?.image, row.theme?.branding?.image, 'theme.branding.image');
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.logoURL !== undefined ? { logoUrl: body.logoURL ?? null } : {}),
    ...(body.city !== undefined ? { city: body.city?.name || null } : {}),
    ...(body.theme !== undefined ? { theme } : {}),
    ...(body.settings?.enableFeedback !== undefined ? { enableFeedback: body.settings.enableFeedback } : {}),
    ...(body.settings?.issueDueHours !== undefined ? { issueDueHours: body.settings.issueDueHours ?? null } : {}),
  };
}
