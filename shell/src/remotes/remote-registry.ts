/**
 * Registers the remotes listed in remotes.json with the Module Federation runtime and loads their
 * `./routes` modules on demand, never all at start-up. At sign-in the shell reads each remote's
 * manifest for the menu it publishes, and loads `./routes` only of the remotes with background
 * work; the others cost nothing until one of their pages opens. Each remote has its own state, so
 * one that is down only affects its own routes and menu; Retry re-registers it (clearing the
 * runtime's and the manifest's caches) and loads again.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ComponentType } from 'react';
import { type Observable } from 'rxjs';
import {
  type ExposedModuleId,
  type MenuEntry,
  PUBLISHED_REMOTE_KEY,
  type PublishedIcon,
  type PublishedRemote,
  REMOTE_MENUS_NAMESPACE,
  type RemoteMenu,
  type RemoteModule,
  type RemoteName,
  type RemotesConfig,
  localesReady,
  nextTask,
  ownedState,
  readCheckedRemote,
  readPublishedRemote,
  registerLocales,
  remoteNames,
} from 'shared-contracts';
import { fetchManifest, forgetManifest } from './manifest-cache';
import { isUnavailableRemote } from './unavailable-remote-plugin';

export type ShellRemoteModule = RemoteModule<ComponentType>;

export type RemoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; module: ShellRemoteModule } | { status: 'failed'; error: Error };

export type RemoteStates = Record<RemoteName, RemoteState>;

/**
 * Each remote's drawer entries as its manifest publishes them (icons are antd SVG definitions,
 * drawn by published-menus.tsx, which comes with the signed-in UI): empty until its manifest is
 * read, or kept from the last start.
 */
export type RemoteMenus = Record<RemoteName, readonly MenuEntry<PublishedIcon>[]>;

const initial = Object.fromEntries(remoteNames.map((name) => [name, { status: 'idle' }])) as RemoteStates;
const noMenus = Object.fromEntries(remoteNames.map((name) => [name, []])) as unknown as RemoteMenus;

const now = (): Promise<void> => Promise.resolve();

/** What each remote's manifest last published (`metaData.facilityops`), with the build that read it, by manifest URL. */
export const PUBLISHED_MENUS_KEY = 'facilityops:published-menus';

/** What a manifest publishes (`metaData.facilityops`), undefined when it is not an object. */
function publishedPart(manifest: unknown): unknown {
  const metaData = typeof manifest === 'object' && manifest !== null ? (manifest as { metaData?: unknown }).metaData : undefined;
  return typeof metaData === 'object' && metaData !== null ? (metaData as Record<string, unknown>)[PUBLISHED_REMOTE_KEY] : undefined;
}

/** Puts a menu's labels, in both languages, in the 'remote-menus' namespace. */
function withTexts(menu: RemoteMenu, owner: RemoteName): RemoteMenu {
  for (const problem of menu.dropped) console.warn(`${owner}: menu entry left out`, problem);
  registerLocales(REMOTE_MENUS_NAMESPACE, menu.menuTexts);
  return menu;
}

/** Reads a manifest's menu (with its labels); throws with the reason when it is malformed. */
function readMenuOf(manifest: unknown, owner: RemoteName): RemoteMenu {
  return withTexts(readPublishedRemote(manifest, owner), owner);
}

/** What a manifest published, kept with the build that read it (and so checked it). */
interface KeptMenu {
  build: string;
  published: unknown;
}

function isKeptMenu(value: unknown): value is KeptMenu {
  return typeof value === 'object' && value !== null && 'published' in value && typeof (value as { build?: unknown }).build === 'string';
}

/**
 * A kept menu's entries: this build kept it after its schema check, so that check is not run again
 * (the first zod schemas a start builds are tens of milliseconds of a phone's main thread, issue 15);
 * one an earlier build kept is checked.
 */
function restoreMenuOf(kept: KeptMenu, owner: RemoteName): RemoteMenu {
  if (kept.build === __APP_VERSION__) return withTexts(readCheckedRemote(kept.published as PublishedRemote, owner), owner);
  return readMenuOf({ metaData: { [PUBLISHED_REMOTE_KEY]: kept.published } }, owner);
}

function keptMenus(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PUBLISHED_MENUS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps what a manifest published (read by this build), for the next start; a full or refused storage only costs that. */
function keepMenu(url: string, published: string): void {
  const kept = keptMenus();
  const before = kept[url];
  if (isKeptMenu(before) && before.build === __APP_VERSION__ && JSON.stringify(before.published) === published) return;
  try {
    const menu: KeptMenu = { build: __APP_VERSION__, published: JSON.parse(published) as unknown };
    localStorage.setItem(PUBLISHED_MENUS_KEY, JSON.stringify({ ...kept, [url]: menu }));
  } catch (error) {
    console.warn('published menu not kept', error);
  }
}

function isRemoteModule(value: unknown): value is { default: ShellRemoteModule } {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const module = (value as { default: unknown }).default;
  return typeof module === 'object' && module !== null && 'routes' in module && Array.isArray((module as { routes: unknown }).routes);
}

export class RemoteRegistry {
  private readonly state = ownedState<RemoteStates>(initial);
  private readonly menuState = ownedState<RemoteMenus>(noMenus);
  private readonly menuReads = new Map<RemoteName, Promise<void>>();
  /** The published menus restored from the last start, as JSON: a manifest publishing the same is not read again. */
  private readonly restored = new Map<RemoteName, { json: string; backgroundWork: boolean }>();
  private readonly pending = new Map<RemoteName, Promise<RemoteState>>();
  private config: RemotesConfig | null = null;
  private readonly exposed = new Map<string, Promise<object | null>>();
  /** When background work may start (given to `register`). */
  private backgroundAfter: () => Promise<void> = now;

  get states(): Observable<RemoteStates> {
    return this.state.readable;
  }

  get snapshot(): RemoteStates {
    return this.state.value;
  }

  get menus(): Observable<RemoteMenus> {
    return this.menuState.readable;
  }

  get menusSnapshot(): RemoteMenus {
    return this.menuState.value;
  }

  /** Where each remote's manifest is served (its origin serves its other files too), once registered. */
  manifestUrl(name: RemoteName): string | null {
    return this.config?.remotes[name] ?? null;
  }

  /**
   * `backgroundAfter` resolves when the remotes' background work may start (the shell passes
   * afterFirstPage: after the first screen, whichever remote loads first).
   */
  register(config: RemotesConfig, backgroundAfter: () => Promise<void> = now): void {
    this.config = config;
    this.backgroundAfter = backgroundAfter;
    registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
  }

  /** Loads a remote's routes module once; concurrent callers share the same attempt. */
  load(name: RemoteName): Promise<RemoteState> {
    const current = this.state.value[name];
    if (current.status === 'ready') return Promise.resolve(current);
    const running = this.pending.get(name);
    if (running) return running;
    const attempt = this.fetchRoutes(name).finally(() => this.pending.delete(name));
    this.pending.set(name, attempt);
    return attempt;
  }

  /** Forgets a failed attempt and tries again (its menu too, unless this page has read it). */
  retry(name: RemoteName): Promise<RemoteState> {
    if (this.config) {
      forgetManifest(this.config.remotes[name]);
      registerRemotes([{ name, entry: this.config.remotes[name] }], { force: true });
    }
    this.set(name, { status: 'idle' });
    // A menu it never had, or only the one kept from an earlier start, is read afresh.
    if (this.menuState.value[name].length === 0 || this.restored.has(name)) void this.readMenu(name);
    return this.load(name);
  }

  /**
   * Loads a module another remote exposes (the capture kit, the org switcher, the report-type
   * chooser, …) for the shell and, through `provideExposedModuleLoader`, for the remotes. Resolves null, never rejects, when the owner is down or answers something else:
   * callers show their fallback. A failed attempt is forgotten so the next call tries again.
   */
  loadExposed(id: ExposedModuleId): Promise<object | null> {
    const cached = this.exposed.get(id);
    if (cached) return cached;
    const attempt = (async () => {
      try {
        const loaded: unknown = await loadRemote(id);
        if (isUnavailableRemote(loaded)) throw toError(loaded.error, `${id} is unavailable`);
        // Its texts in the language in use (Hindi is downloaded when chosen) before it shows.
        await localesReady();
        if (typeof loaded !== 'object' || loaded === null) throw new Error(`${id} is not a module`);
        return loaded;
      } catch (error) {
        console.error(`exposed module ${id} unavailable`, error);
        this.exposed.delete(id);
        return null;
      }
    })();
    this.exposed.set(id, attempt);
    return attempt;
  }

  /**
   * Before the signed-in UI first renders: each remote's menu as its manifest published it last
   * time on this device, so the drawer and home's tiles are whole at once instead of moving as
   * the manifests arrive (startSignedIn then reads them). A remote that is down keeps its
   * entries, which lead to its Retry page. Anything unreadable is skipped. `only` narrows it to
   * some remotes, so the start can read them a task each (each is a schema check, ~20 ms on a phone).
   */
  restoreMenus(only: readonly RemoteName[] = remoteNames): void {
    if (!this.config) return;
    const kept = keptMenus();
    let menus = this.menuState.value;
    for (const name of only) {
      const entry = kept[this.config.remotes[name]];
      if (menus[name].length > 0 || !isKeptMenu(entry)) continue;
      try {
        const items = restoreMenuOf(entry, name);
        menus = { ...menus, [name]: items.menu };
        this.restored.set(name, { json: JSON.stringify(entry.published), backgroundWork: items.backgroundWork });
      } catch (error) {
        console.warn(`${name}: kept menu not read`, error);
      }
    }
    if (menus !== this.menuState.value) this.menuState.set(menus);
  }

  /**
   * At sign-in: every remote's menu from its manifest (the drawer fills in as they arrive, unless
   * the last start's were kept), and the `./routes` module of those with background work, which
   * starts it, once the `backgroundAfter` given to `register` resolves.
   * Each manifest's request and reading is a task of its own (a request is a few milliseconds of a
   * phone's main thread, its menu's schema check tens). Resolves when every manifest has been read or has failed.
   */
  startSignedIn(): Promise<void> {
    this.restoreMenus();
    return (async () => {
      const reads: Promise<void>[] = [];
      for (const [index, name] of remoteNames.entries()) {
        if (index > 0) await nextTask();
        reads.push(this.readMenu(name));
      }
      await Promise.all(reads);
    })();
  }

  private readMenu(name: RemoteName): Promise<void> {
    const running = this.menuReads.get(name);
    if (running) return running;
    const read = (async () => {
      if (!this.config) return;
      const url = this.config.remotes[name];
      try {
        const manifest = await fetchManifest(url);
        const published = JSON.stringify(publishedPart(manifest)) ?? '';
        const restored = this.restored.get(name);
        let backgroundWork: boolean;
        if (restored?.json === published) {
          // What the last start kept, and already shows (kept again if an earlier build kept it).
          backgroundWork = restored.backgroundWork;
          keepMenu(url, published);
        } else {
          const items = readMenuOf(manifest, name);
          this.menuState.set({ ...this.menuState.value, [name]: items.menu });
          keepMenu(url, published);
          backgroundWork = items.backgroundWork;
        }
        // Confirmed by this page's read: Retry has no reason to read it again.
        this.restored.delete(name);
        if (backgroundWork) void this.backgroundAfter().then(() => this.load(name));
      } catch (error) {
        // Its routes stay reachable: opening one shows the Retry page.
        console.error(`${name}: menu not read`, error);
      }
    })().finally(() => this.menuReads.delete(name));
    this.menuReads.set(name, read);
    return read;
  }

  private async fetchRoutes(name: RemoteName): Promise<RemoteState> {
    this.set(name, { status: 'loading' });
    let next: RemoteState;
    try {
      const loaded: unknown = await loadRemote(`${name}/routes`);
      if (isUnavailableRemote(loaded)) throw toError(loaded.error, `${name} is unavailable`);
      // The menu shows the remote's labels in the language in use, never English first.
      await localesReady();
      if (!isRemoteModule(loaded)) throw new Error(`${name}/routes is not a FacilityOps route module`);
      next = { status: 'ready', module: loaded.default };
      // Loaded for the first page (the user opened one of its pages), its background work still
      // waits for that page: its chunks and requests would share the main thread with it.
      const module = loaded.default;
      void this.backgroundAfter().then(() => startBackgroundWork(name, module));
    } catch (error) {
      next = { status: 'failed', error: toError(error, `${name} failed to load`) };
    }
    this.set(name, next);
    return next;
  }

  private set(name: RemoteName, state: RemoteState): void {
    this.state.set({ ...this.state.value, [name]: state });
  }
}

/** A remote's background work failing to start must not take its pages down with it. */
function startBackgroundWork(name: RemoteName, module: ShellRemoteModule): void {
  try {
    module.start?.();
  } catch (error) {
    console.error(`${name}: background work failed to start`, error);
  }
}

function toError(error: unknown, fallback: string): Error {
  return error instanceof Error ? error : new Error(fallback);
}

export const remoteRegistry = new RemoteRegistry();
