/*
 * Imported into the service worker (workbox importScripts). The page sends the list of every
 * remote's files (from their manifests); the worker fetches the ones it lacks into the cache its
 * cache-first route for remote chunks reads, so pages never opened still open offline.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'facilityops:precache-remotes' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open('facilityops-remote-chunks');
      for (const url of data.urls) {
        if (typeof url !== 'string' || (await cache.match(url))) continue;
        try {
          const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
          if (response.ok) await cache.put(url, response);
        } catch (error) {
          // Offline or the remote is down: the file is cached on first use instead.
          console.debug('remote file not precached', url, error);
        }
      }
    })(),
  );
});
