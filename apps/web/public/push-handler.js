// Phone notification: the service worker shows each alert pushed by the server and opens its chart when tapped.
self.addEventListener('push', (event) => {
  const notice = event.data ? event.data.json() : null;
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      silent: Boolean(notice.silent),
      icon: '/icon.svg',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
