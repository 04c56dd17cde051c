// The installed app's service worker: it keeps the app's static files (content-hashed under /assets/,
// so a cached one never goes stale) and an offline page. Never an API answer nor a document's file:
// an archive's documents stay on the server. Pages are always asked of the network.
const CACHE = 'archive-shell-v1';
// Files shared to the installed app (the manifest's share_target), held until the /share-target
// page uploads them (web/src/documents/uploads/shared-files.ts reads this cache by this name).
const SHARED_FILES = 'archive-shared-files';
const SHARE_TARGET_PATH = '/share-target';
// The asset server answers /offline.html as /offline (a redirect a navigation may not be answered with).
const OFFLINE_URL = '/offline';
const PRECACHED = [OFFLINE_URL, '/offline.js', '/offline.css', '/favicon.svg', '/color-mode.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== SHARED_FILES).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cachedFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Keeps the shared files (the last share only) and sends the app to the page that uploads them. */
async function receiveSharedFiles(request) {
  const form = await request.formData();
  const files = form.getAll('files').filter((file) => typeof file === 'object' && file.size > 0);
  await caches.delete(SHARED_FILES);
  const cache = await caches.open(SHARED_FILES);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        `${SHARE_TARGET_PATH}/files/${index}`,
        new Response(file, {
          headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
        }),
      ),
    ),
  );
  return Response.redirect(SHARE_TARGET_PATH, 303);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method === 'POST' && url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH) {
    event.respondWith(receiveSharedFiles(request));
    return;
  }
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHED.includes(url.pathname)) event.respondWith(cachedFirst(request));
});
