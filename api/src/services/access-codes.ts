/**
 * Join codes and activation keys: made from 160 random bits (shared-contracts' access-code format),
 * stored only as SHA-256 hashes (the codes are random, so a slow salted hash would add nothing),
 * found by hash while still valid, and spent with a conditional update so two people racing for
 * a code's last use cannot both get in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { IssuedActivationKey, IssuedJoinCode, JoinCode } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { rules } from '../contracts';
import type { Db } from '../db/client';
import { activationKeys, joinCodes } from '../db/schema';
import { newId } from './ids';

const HOUR = 3_600_000;

/** A new code in canonical form: 20 random bytes as 32 Crockford base32 characters. */
export function newAccessCode(): string {
  const bytes = randomBytes((rules.ACCESS_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += rules.ACCESS_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export function hashAccessCode(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}

/** The hash of what someone typed, or null when it cannot be a code (then it is a failed guess). */
export function hashOfTyped(input: string): string | null {
  const canonical = rules.normalizeAccessCode(input);
  return canonical ? hashAccessCode(canonical) : null;
}

/** A permission only administrators hold: a join code may never grant a role that has it. */
export const ADMIN_PERMISSION = 'organization-write';
const ADMIN_ROLES = new Set(['organization-admin', 'system-admin']);

/** Whether a role (its name and permissions) is an administrator's, which no join code may grant. */
export function isAdminRole(role: string, permissions: readonly string[]): boolean {
  return ADMIN_ROLES.has(role) || permissions.includes(ADMIN_PERMISSION);
}

type JoinCodeRow = typeof joinCodes.$inferSelect;

export function toJoinCodeView(row: JoinCodeRow): JoinCode {
  return {
    _id: row.id,
    role: row.role,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    revoked: row.revokedAt !== null,
  };
}

export interface JoinCodeRequest {
  organizationId: string;
  role: string;
  maxUses: number;
  expiresInHours: number;
  createdBy: string;
}

/** Stores a new join code's hash; the answer is the only place the code itself appears. */
export async function issueJoinCode(ctx: Pick<AppContext, 'db' | 'now'>, request: JoinCodeRequest): Promise<IssuedJoinCode> {
  const code = newAccessCode();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(joinCodes)
    .values({
      id: newId(),
      organizationId: request.organizationId,
      codeHash: hashAccessCode(code),
      role: request.role,
      maxUses: request.maxUses,
      expiresAt: new Date(now.getTime() + request.expiresInHours * HOUR),
      createdBy: request.createdBy,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('join code not stored');
  return { ...toJoinCodeView(row), code: rules.formatAccessCode(code) };
}

/** The join code with this hash if it can still be used at `now`. */
export async function findUsableJoinCode(db: Db, codeHash: string, now: Date): Promise<JoinCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(joinCodes)
    .where(and(eq(joinCodes.codeHash, codeHash), isNull(joinCodes.revokedAt), gt(joinCodes.expiresAt, now), lt(joinCodes.uses, joinCodes.maxUses)));
  return row;
}

/** Spends one use; false when it was spent (or expired, or revoked) meanwhile. */
export async function spendJoinCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(joinCodes)
    .set({ uses: sql`${joinCodes.uses} + 1` })
    .where(and(eq(joinCodes.id, id), isNull(joinCodes.revokedAt), gt(joinCodes.expiresAt, now), lt(joinCodes.uses, joinCodes.maxUses)))
    .returning({ id: joinCodes.id });
  return rows.length === 1;
}

export interface ActivationKeyRequest {
  organizationId: string;
  email: string;
  expiresInHours: number;
  createdBy: string;
}

/** Stores a new activation key's hash for one email; the answer is the only place the key appears. */
export async function issueActivationKey(ctx: Pick<AppContext, 'db' | 'now'>, request: ActivationKeyRequest): Promise<IssuedActivationKey> {
  const key = newAccessCode();
  const now = ctx.now();
  const id = newId();
  const expiresAt = new Date(now.getTime() + request.expiresInHours * HOUR);
  await ctx.db.insert(activationKeys).values({
    id,
    organizationId: request.organizationId,
    keyHash: hashAccessCode(key),
    email: request.email.toLowerCase(),
    expiresAt,
    createdBy: request.createdBy,
    createdAt: now,
  });
  return {
    _id: id,
    organization: request.organizationId,
    activationKey: rules.formatAccessCode(key),
    email: request.email.toLowerCase(),
    expiresAt: expiresAt.toISOString(),
  };
}

type ActivationKeyRow = typeof activationKeys.$inferSelect;

/** The activation key with this hash if it is unused, unrevoked and unexpired at `now`. */
export async function findUsableActivationKey(db: Db, keyHash: string, now: Date): Promise<ActivationKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(activationKeys)
    .where(and(eq(activationKeys.keyHash, keyHash), isNull(activationKeys.usedAt), isNull(activationKeys.revokedAt), gt(activationKeys.expiresAt, now)));
  return row;
}

/** Marks the key used by `userId`; false when someone used it (or it was revoked) meanwhile. */
export async function spendActivationKey(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(activationKeys)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(activationKeys.id, id), isNull(activationKeys.usedAt), isNull(activationKeys.revokedAt)))
    .returning({ id: activationKeys.id });
  return rows.length === 1;
}

/** Whether `keyHash` is the key that activated the organisation (set-up steps ask for it again). */
export async function isUsedActivationKeyOf(db: Db, organizationId: string, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: activationKeys.id, usedAt: activationKeys.usedAt })
    .from(activationKeys)
    .where(and(eq(activationKeys.organizationId, organizationId), eq(activationKeys.keyHash, keyHash)));
  return row?.usedAt != null;
}
