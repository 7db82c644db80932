/* global self, caches, fetch, Request, Response, __HAAT_PRECACHE__, __HAAT_OFFLINE_PAGES__ */
// The storefront's service worker (docs/decisions/offline.md), written to build/client/sw.js by
// vite-service-worker.ts with this build's files in PRECACHE and its VERSION. Hand-written and
// small: vite-plugin-pwa does not support React Router's server rendering, and four rules cover
// the shop:
// - the shell (every hashed script and stylesheet, the icons, the offline page) is kept when this
//   version installs, so a page the shopper has opened renders and hydrates with no connection;
// - pages (navigations) go to the network first; a page that answered 200 and may be stored is
//   kept (the newest 40), and shown when the network fails; a page never opened shows the
//   offline page;
// - public answers that change rarely (menus, categories, the home offer) are shown from what is
//   kept while a fresh copy is fetched (stale-while-revalidate); those whose stock or price must be
//   today's (products, listings, search) come from the network, the kept copy only offline (the
//   newest 120 in all);
// - anything personal (/api/customer/, /api/auth/, /api/admin/, /api/payments/) and anything
//   marked no-store or private is never kept. Pictures under /media/ are kept (the newest 150).
// A new version waits until the shopper takes it (the page offers "reload"), never mid-checkout.

const VERSION = '__HAAT_VERSION__';
const PRECACHE = __HAAT_PRECACHE__;
/** The offline page in the language of the page asked for: /offline.html, /hi/offline.html… */
const OFFLINE_PAGES = __HAAT_OFFLINE_PAGES__;

function offlinePageFor(url) {
  const { pathname } = new URL(url);
  return (
    OFFLINE_PAGES.find(
      (page) => page.prefix && (pathname === page.prefix || pathname.startsWith(`${page.prefix}/`)),
    ) ?? OFFLINE_PAGES.find((page) => !page.prefix)
  ).path;
}

const SHELL = `haat-shell-${VERSION}`;
const PAGES = 'haat-pages';
const ANSWERS = 'haat-answers';
const PICTURES = 'haat-pictures';
const LIMITS = { [PAGES]: 40, [ANSWERS]: 120, [PICTURES]: 150 };

// Public answers that change rarely (menus, the category tree, the home page's offer, pin code
// places, React Router's route discovery): shown from what is kept while a fresh copy is fetched.
const STEADY_ANSWERS = [
  '/api/public/menus',
  '/api/public/categories',
  '/api/public/home/',
  '/api/location/',
  '/__manifest',
];
// Public answers whose stock, price or state must be today's (products, listings, search, pin
// code delivery, public tracking): from the network, the kept copy only when there is none.
const FRESH_ANSWERS = ['/api/public/product', '/api/public/availability/', '/api/public/order/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // `reload`: the network's copy, not one the browser's HTTP cache holds of an older build.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('haat-shell-') && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page asks the waiting version to take over when the shopper chose "Reload".
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Whether an answer may be kept: a whole 200 that no header forbids keeping. */
function isStorable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false;
  const control = response.headers.get('cache-control') || '';
  return !/\b(no-store|private)\b/i.test(control);
}

/** Keeps `response` under `request` in `name`, then drops the oldest beyond the cap. */
async function keep(name, request, response) {
  const cache = await caches.open(name);
  await cache.put(request, response);
  if (!LIMITS[name]) return;
  const keys = await cache.keys();
  const excess = keys.length - LIMITS[name];
  for (let index = 0; index < excess; index += 1) await cache.delete(keys[index]);
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    if (isStorable(response)) event.waitUntil(keep(PAGES, event.request, response.clone()));
    return response;
  } catch {
    const kept = await caches.match(event.request, { cacheName: PAGES, ignoreVary: true });
    return kept || (await caches.match(offlinePageFor(event.request.url), { cacheName: SHELL })) || Response.error();
  }
}

async function freshAnswer(event) {
  try {
    const response = await fetch(event.request);
    if (isStorable(response)) event.waitUntil(keep(ANSWERS, event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await caches.match(event.request, { cacheName: ANSWERS });
    if (kept) return kept;
    throw error;
  }
}

async function steadyAnswer(event) {
  const cached = await caches.match(event.request, { cacheName: ANSWERS });
  const fresh = fetch(event.request).then((response) => {
    if (isStorable(response)) event.waitUntil(keep(ANSWERS, event.request, response.clone()));
    return response;
  });
  if (cached) {
    // Refresh it for next time; a failure is fine, the kept copy has answered.
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

async function keptFirst(event, name) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isStorable(response)) event.waitUntil(keep(name, event.request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    // The back office is a separate app with its own session: left to the network.
    if (path === '/admin' || path.startsWith('/admin/')) return;
    event.respondWith(page(event));
    return;
  }
  if (path.startsWith('/assets/')) {
    // Hashed names never change: the shell's copy, or the network's kept beside it.
    event.respondWith(keptFirst(event, SHELL));
    return;
  }
  if (PRECACHE.includes(path)) {
    // The shell's other files (the offline pages' stylesheet, the icons): this version's copy.
    event.respondWith(keptFirst(event, SHELL));
    return;
  }
  if (path.startsWith('/media/')) {
    event.respondWith(keptFirst(event, PICTURES));
    return;
  }
  if (STEADY_ANSWERS.some((prefix) => path.startsWith(prefix))) {
    event.respondWith(steadyAnswer(event));
    return;
  }
  if (FRESH_ANSWERS.some((prefix) => path.startsWith(prefix))) {
    event.respondWith(freshAnswer(event));
  }
  // Everything else (personal answers, the health checks) goes to the network untouched.
});
