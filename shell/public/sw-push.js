/*
 * Web Push in the service worker (imported by the workbox-built sw.js). A push message carries
 * { id, title, body, type, url } (api: push/deliver-notifications.ts). When a window of the app is
 * focused, that window shows the toast (spec 001 §9) and no system notification is shown; otherwise
 * a system notification is shown. A click on it focuses a window of the app on the notification's
 * page, or opens one.
 */
/* eslint-disable no-restricted-globals */
self.addEventListener('push', (event) => {
  let payload = null;
  try {
    payload = event.data ? event.data.json() : null;
  } catch (error) {
    console.warn('push message is not JSON', error);
  }
  if (!payload || typeof payload.title !== 'string')
    payload = { id: '', title: 'FacilityOps', body: event.data ? event.data.text() : '', type: 'other', url: '/notifications' };
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const focused = windows.some((client) => client.focused);
      for (const client of windows) client.postMessage({ type: 'push/received', payload, shown: !focused });
      if (focused) return undefined;
      return self.registration.showNotification(payload.title, {
        body: payload.body || '',
        tag: payload.id || undefined,
        icon: '/icon-192.png',
        badge: '/badge-96.png',
        data: { url: payload.url || '/notifications', id: payload.id },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const path = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const client = windows.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (client) {
        client.postMessage({ type: 'push/open', url: path, id: data.id });
        return client.focus();
      }
      return self.clients.openWindow(path);
    }),
  );
});
