export declare const apps: Record<string, { env: string; port: number; federationName?: string }>;
export declare const remoteApps: string[];
export declare const PUBLIC_HOST: string;
export declare function portOf(app: string, env?: Record<string, string | undefined>): number;
export declare function originOf(app: string, env?: Record<string, string | undefined>): string;
export declare function remotesConfig(env?: Record<string, string | undefined>): { api: string; remotes: Record<string, string> };
