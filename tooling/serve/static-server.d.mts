import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';

export interface RemotesConfig {
  api: string;
  remotes: Record<string, string>;
}
export declare function cacheControl(relative: string): string;
export declare function buildStaticApp(options: { app: string; distDir?: string; remotes?: RemotesConfig; logger?: boolean }): Promise<FastifyInstance>;
export declare function serveApp(options: { app: string; port?: number; distDir?: string; host?: string; remotes?: RemotesConfig }): Promise<Server>;
