/**
 * The policy the web app, the API documentation and the local outbox run under (e2e/security-headers.e2e.ts
 * walks every screen with it). Scripts come only from this server's own files. Styles allow inline elements
 * because MUI's emotion writes its styles into <style> tags at run time; images allow data: and blob: for
 * icons and chart screenshots. connect-src 'self' covers the socket.io WebSocket of the same host.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (a local start) there is nothing to upgrade to, and upgrading would break every request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Browser features the app never uses are switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The headers every answer carries, routed or not: written out rather than added by a plugin's hook, because the
 * router's own refusals (a malformed URL) and the answers to requests that could not be read pass no hook.
 * HSTS only where PUBLIC_URL is https.
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const https = publicUrl.startsWith('https:');
  return {
    'content-security-policy': Object.entries(contentSecurityPolicy(https))
      .map(([directive, sources]) => [directive, ...sources].join(' '))
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Nothing here reads the Referer; links out of the app (course links) say nothing of where the trader was.
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditors could be steered into blanking a page; 0 switches them off, the policy does their work.
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
