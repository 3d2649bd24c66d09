/**
 * Boot: read remotes.json, point the api client at the api, start i18n, register the remotes
 * (without loading them), take the session from a native wrapper or session storage, render.
 * Remotes' menus (from their manifests) and background work load afterwards; none can hold start-up.
 * Each step that starts downloads (and the module federation work they bring) runs in a task of
 * its own (nextTask), so a phone answers taps between them.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import {
  type RemotesConfig,
  bus,
  configureApi,
  initI18n,
  installNativeHook,
  nextTask,
  provideExposedModuleLoader,
  readPreloadedInjection,
  registerLocales,
  remoteNames,
  session,
} from 'shared-contracts';
import { registerAntdLocales } from './app/antd-locale';
import { applyDocumentLanguage, savedLanguage } from './app/language';
import { ShellApp } from './app/app';
import { afterFirstPage } from './app/first-page';
import { dismissFirstScreen } from './app/first-screen';
import { preloadPage } from './app/route-view';
import { applyNativeInjection, followSessionSwitches, restoreSession } from './auth/session-service';
import { followPermissionChanges } from './auth/permission-refresh';
import { reloadAfterSwitch } from './org/switch-reload';
import en from './locales/en-US.json';
import { startProfilePictureSync } from './layout/avatar-menu/save-profile-picture';
import { preloadRouteRemote } from './remotes/preload-route';
import { remoteRegistry } from './remotes/remote-registry';
import { registerServiceWorker, requestPersistentStorage } from './sw/update-store';
import { warmRemoteCaches } from './sw/warm-remote-caches';

async function loadRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const config = await loadRemotesConfig();
  configureApi({
    baseUrl: config.api,
    getToken: () => session.getToken(),
    onUnauthorized: () => bus.emit('session/expired', { reason: 'unauthorized' }),
  });
  // Before init: the starting language's texts (Hindi downloads only when chosen) are in for the first render.
  registerLocales('shell', { 'en-US': en, hi: () => import('./locales/hi.json') });
  registerAntdLocales();
  const saved = savedLanguage();
  await initI18n({ plugins: [initReactI18next], language: saved });
  applyDocumentLanguage(saved ?? 'en-US');
  // The remembered user's schema check below is the next few tens of milliseconds on a phone.
  await nextTask();
  remoteRegistry.register(config, afterFirstPage);
  provideExposedModuleLoader((id) => remoteRegistry.loadExposed(id));
  installNativeHook({ inject: applyNativeInjection, navigate: (to) => bus.emit('ui/navigate', { to }) });
  followSessionSwitches(() => reloadAfterSwitch());
  // The shell's own outbox kind: a profile picture saved offline goes when the network is back.
  startProfilePictureSync();
  // A reload of a signed-in tab answers at once with the user the server last confirmed here (its
  // check runs meanwhile); otherwise this waits for the server.
  await restoreSession(readPreloadedInjection());
  // The opened page's chunks, and its remote, download side by side, not one after another.
  await nextTask();
  preloadPage(window.location.pathname);
  await nextTask();
  preloadRouteRemote(window.location.pathname, remoteRegistry);
  followPermissionChanges();
  // A signed-in start draws the drawer and home's tiles whole from the remotes' menus kept last
  // time: nothing moves when their manifests arrive.
  if (session.snapshot.user)
    for (const name of remoteNames) {
      await nextTask();
      remoteRegistry.restoreMenus([name]);
    }
  await nextTask();
  // A transition: React renders the first screen in slices of a few milliseconds, so a phone
  // answers taps meanwhile; a plain render is one task of the whole tree (issue 15, blocking time).
  startTransition(() => root.render(<ShellApp />));
  await nextTask();
  // Menus come from the remotes' manifests, and only once someone is signed in: the sign-in page
  // downloads nothing of any remote.
  session.changes.subscribe(({ user }) => {
    if (!user) return;
    void remoteRegistry.startSignedIn();
    // Later, when the browser is idle: every remote's files into the service worker's cache.
    setTimeout(() => void warmRemoteCaches(config), 3000);
  });
  await nextTask();
  // A development server has no sw.js: the app then simply runs without offline start.
  void registerServiceWorker().catch((error: unknown) => console.warn('service worker not registered', error));
  void requestPersistentStorage().catch((error: unknown) => console.warn('persistent storage not requested', error));
}

boot().catch((error: unknown) => {
  console.error('boot failed', error);
  dismissFirstScreen();
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML = '';
    const box = document.createElement('div');
    box.className = 'boot';
    box.setAttribute('role', 'alert');
    box.textContent = `FacilityOps could not start: ${error instanceof Error ? error.message : String(error)}`;
    root.append(box);
  }
});
