/**
 * What a remote publishes in its `mf-manifest.json` (under `metaData.facilityops`), so the shell
 * can draw the drawer without running the remote's code: its menu entries (labels in both
 * languages, icons as antd SVG definitions) and whether it has background work to start.
 *
 * The source is each remote's `src/remote-manifest.json` (`RemoteManifestSource`, label keys in
 * the remote's namespace, icon names of @ant-design/icons-svg); the build resolves the labels and
 * icons (tooling/webpack/remote-manifest.mjs). The shell reads the published form with
 * `readPublishedRemote`, which refuses what is malformed and drops what the remote does not own.
 */
import { z } from 'zod/mini';
import { safeParse } from '../schemas/zod';
import { languages } from '../i18n/i18n';
import type { RemoteName } from '../remotes/remote-names';
import { type MenuCategory, type MenuEntry, menuCategoryOrder, menuEntry } from './remote-module';
import { type RoutePath, routeTable } from './route-table';
import { lazySchema } from '../schemas/lazy-schema';

/** The manifest's `metaData` key the platform's data sits under. */
export const PUBLISHED_REMOTE_KEY = 'facilityops';

const devices = ['all', 'mobile', 'desktop'] as const;

const categorySchema = lazySchema(() => z.enum(menuCategoryOrder as [MenuCategory, ...MenuCategory[]]));
const entryIdSchema = lazySchema(() => z.string().check(z.regex(/^[\w-]+$/)));

/** A remote's src/remote-manifest.json, checked by every remote's routes test. */
export const remoteManifestSourceSchema = lazySchema(() =>
  z.strictObject({
    /** The shell loads `./routes` at sign-in to call `start` (the report queue, the shift check). */
    backgroundWork: z.boolean(),
    menu: z.array(
      z.strictObject({
        id: entryIdSchema,
        path: z.string().check(z.refine((path) => path in routeTable, 'not a route of the route table')) as z.ZodMiniType<RoutePath>,
        /** Key in the remote's own namespace, e.g. 'menu.shifts'. */
        labelKey: z.string().check(z.minLength(1)),
        /** An @ant-design/icons-svg icon, e.g. 'ScheduleOutlined'. */
        icon: z.string().check(z.regex(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/)),
        category: categorySchema,
        device: z.enum(devices),
        /** Defaults to the route's permissions. */
        permissions: z.optional(z.array(z.string())),
      }),
    ),
  }),
);

export type RemoteManifestSource = z.infer<typeof remoteManifestSourceSchema>;

/** antd's icon definition: an SVG tree (tag, attributes, children). */
export interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

export interface PublishedIcon {
  name: string;
  theme: 'filled' | 'outlined' | 'twotone';
  icon: IconNode;
}

const iconNodeSchema: z.ZodMiniType<IconNode> = lazySchema(() =>
  z.lazy(() => z.object({ tag: z.string().check(z.minLength(1)), attrs: z.record(z.string(), z.string()), children: z.optional(z.array(iconNodeSchema)) })),
);

const labelSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(languages.map((language) => [language, z.string().check(z.minLength(1))])) as Record<(typeof languages)[number], z.ZodMiniString>,
  ),
);

const publishedEntrySchema = lazySchema(() =>
  z.object({
    id: entryIdSchema,
    path: z.string(),
    label: labelSchema,
    icon: z.object({ name: z.string(), theme: z.enum(['filled', 'outlined', 'twotone']), icon: iconNodeSchema }),
    category: categorySchema,
    device: z.enum(devices),
    permissions: z.optional(z.array(z.string())),
  }),
);

export const publishedRemoteSchema = lazySchema(() =>
  z.object({
    backgroundWork: z.boolean(),
    menu: z.array(publishedEntrySchema),
  }),
);

export type PublishedRemote = z.infer<typeof publishedRemoteSchema>;
export type PublishedMenuEntry = z.infer<typeof publishedEntrySchema>;

export interface RemoteMenu {
  backgroundWork: boolean;
  /** Label keys point into the 'remote-menus' namespace; `menuTexts` holds their texts. */
  menu: MenuEntry<PublishedIcon>[];
  menuTexts: Record<(typeof languages)[number], Record<string, Record<string, string>>>;
  /** Entries left out, and why (a path of another package, an unknown route). */
  dropped: string[];
}

export const REMOTE_MENUS_NAMESPACE = 'remote-menus';

/**
 * Reads a remote's published data from its manifest. Throws (with the reason) when it is missing
 * or malformed; entries for paths the remote does not own are dropped, so a remote can never
 * put a link to another package's page, nor change its permissions, in the shell's drawer.
 */
export function readPublishedRemote(manifest: unknown, owner: RemoteName): RemoteMenu {
  const metaData = typeof manifest === 'object' && manifest !== null && 'metaData' in manifest ? (manifest as { metaData: unknown }).metaData : undefined;
  const raw = typeof metaData === 'object' && metaData !== null ? (metaData as Record<string, unknown>)[PUBLISHED_REMOTE_KEY] : undefined;
  if (raw === undefined) throw new Error(`${owner}'s manifest publishes no menu (metaData.${PUBLISHED_REMOTE_KEY})`);
  const parsed = safeParse(publishedRemoteSchema, raw);
  if (!parsed.success)
    throw new Error(`${owner}'s published menu is malformed: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return readCheckedRemote(parsed.data, owner);
}

/**
 * `readPublishedRemote` after its schema check: for what has passed it already (the shell keeps
 * the menus this build has read on the device, and skips the check, tens of milliseconds of a
 * phone's start, when it restores them). Entries for paths the remote does not own are dropped.
 */
export function readCheckedRemote(published: PublishedRemote, owner: RemoteName): RemoteMenu {
  const menuTexts: RemoteMenu['menuTexts'] = { 'en-US': { [owner]: {} }, hi: { [owner]: {} } };
  const dropped: string[] = [];
  const menu: MenuEntry<PublishedIcon>[] = [];
  for (const entry of published.menu) {
    const spec = (routeTable as Record<string, (typeof routeTable)[RoutePath] | undefined>)[entry.path];
    if (!spec || spec.owner !== owner) {
      dropped.push(`${entry.id}: ${entry.path} is not a route of ${owner}`);
      continue;
    }
    for (const language of languages) (menuTexts[language][owner] as Record<string, string>)[entry.id] = entry.label[language];
    menu.push(
      menuEntry({
        id: entry.id,
        path: entry.path as RoutePath,
        labelKey: `${REMOTE_MENUS_NAMESPACE}:${owner}.${entry.id}`,
        icon: entry.icon,
        category: entry.category,
        device: entry.device,
        permissions: entry.permissions,
      }),
    );
  }
  return { backgroundWork: published.backgroundWork, menu, menuTexts, dropped };
}
