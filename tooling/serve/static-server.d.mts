import type { Server } from 'node:http';

export declare function serveApp(options: { app: string; port?: number; distDir?: string; host?: string; remotes?: object }): Promise<Server>;
