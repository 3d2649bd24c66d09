// Ports and origins of every FacilityOps server, each overridable by environment.
// remotes.json (served beside the shell) follows them.
export const apps = {
  shell: { env: 'SHELL_PORT', port: 3000 },
  'mf-reporting': { env: 'MF_REPORTING_PORT', port: 3001, federationName: 'mf_reporting' },
  'mf-shifts': { env: 'MF_SHIFTS_PORT', port: 3002, federationName: 'mf_shifts' },
  'mf-adhoc': { env: 'MF_ADHOC_PORT', port: 3003, federationName: 'mf_adhoc' },
  'mf-org-admin': { env: 'MF_ORG_ADMIN_PORT', port: 3004, federationName: 'mf_org_admin' },
  api: { env: 'API_PORT', port: 4000 },
};

export const remoteApps = ['mf-reporting', 'mf-shifts', 'mf-adhoc', 'mf-org-admin'];

export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

export function portOf(app, env = process.env) {
  const spec = apps[app];
  if (!spec) throw new Error(`Unknown app ${app}`);
  const value = env[spec.env];
  return value ? Number(value) : spec.port;
}

export function originOf(app, env = process.env) {
  return `http://${PUBLIC_HOST}:${portOf(app, env)}`;
}

/** The remotes.json the shell reads at start. */
export function remotesConfig(env = process.env) {
  return {
    api: env.API_URL ?? originOf('api', env),
    remotes: Object.fromEntries(remoteApps.map((app) => [apps[app].federationName, `${originOf(app, env)}/mf-manifest.json`])),
  };
}
