/** The cache where the service worker (web/public/sw.js) keeps the files shared to the installed app. */
const SHARED_FILES_CACHE = 'archive-shared-files';

/** The files of the last share, in the order they were shared; none where the browser has no cache storage. */
export async function readSharedFiles(): Promise<File[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(SHARED_FILES_CACHE);
  const indexOf = (request: Request) => Number(request.url.split('/').pop());
  const requests = [...(await cache.keys())].sort((a, b) => indexOf(a) - indexOf(b));
  const responses = await Promise.all(requests.map((request) => cache.match(request)));
  return Promise.all(
    responses.flatMap((response) =>
      response
        ? [
            response
              .blob()
              .then((blob) => new File([blob], decodeURIComponent(response.headers.get('x-file-name') ?? ''), { type: blob.type })),
          ]
        : [],
    ),
  );
}

export async function clearSharedFiles() {
  if ('caches' in window) await caches.delete(SHARED_FILES_CACHE);
}
