/** Settings from the environment, read once; tests pass their own. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCorsOrigins } from './http/cors';

export interface ApiConfig {
  port: number;
  host: string;
  /** Data root: PGlite in <dataDir>/pglite, uploads in <dataDir>/uploads, the generated JWT secret in <dataDir>/jwt-secret, the VAPID keys in <dataDir>/vapid-keys.json. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  /** Largest accepted upload, bytes. */
  maxUploadBytes: number;
  /** Hosts a Web Push endpoint may be on (PUSH_ENDPOINT_HOSTS, comma-separated); the known push services when unset. */
  pushEndpointHosts?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultDataRoot = path.resolve(here, '..', '.data');
/** Parameter icons and logos the seed refers to. */
export const staticDir = path.resolve(here, '..', 'static');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataRoot = env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : defaultDataRoot;
  const extraOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    dataDir: dataRoot,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 12 * 60 * 60),
    corsOrigins: [...defaultCorsOrigins, ...extraOrigins],
    maxUploadBytes: Number(env.API_MAX_UPLOAD_BYTES ?? 5 * 1024 * 1024),
    pushEndpointHosts: env.PUSH_ENDPOINT_HOSTS
      ? env.PUSH_ENDPOINT_HOSTS.split(',')
          .map((host) => host.trim())
          .filter(Boolean)
      : undefined,
  };
}
