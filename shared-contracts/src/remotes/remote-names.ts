/** Module Federation names of the remotes (identifiers, so underscores) and their packages. */
export const remoteNames = ['mf_reporting', 'mf_shifts', 'mf_adhoc', 'mf_org_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remotePackages: Record<RemoteName, string> = {
  mf_reporting: 'mf-reporting',
  mf_shifts: 'mf-shifts',
  mf_adhoc: 'mf-adhoc',
  mf_org_admin: 'mf-org-admin',
};

/** What `remotes.json` (served beside the shell) holds. */
export interface RemotesConfig {
  /** Base URL of the api. */
  api: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
}
