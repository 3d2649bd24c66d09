/**
 * The VAPID key pair that signs Web Push messages: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or
 * generated once on first start and kept in the data folder beside the JWT secret (auth/secret.ts).
 * Keep it with the data: a new pair makes every browser's subscription useless.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Contact for the push services: a mailto: or https: URL. */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:admin@facilityops.invalid';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return typeof publicKey === 'string' && publicKey.length > 40 && typeof privateKey === 'string' && privateKey.length > 20;
}

export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}

/** A pair that lives only as long as the process (tests, benches). */
export function ephemeralVapidKeys(): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject: DEFAULT_SUBJECT };
}
