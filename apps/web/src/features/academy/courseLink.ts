/** How a link inside a course opens: in the app through the router, in a new tab, or not at all. */
export type CourseLink = { kind: 'app'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const EXTERNAL = /^(https?:|mailto:)/i;

/**
 * Paths of this app open through the router; other sites open in a new tab; anything else (javascript:, data:,
 * protocol-relative //host) is not a link at all.
 */
export function courseLink(href: string | undefined): CourseLink {
  const target = href?.trim() ?? '';
  if ((target.startsWith('/') && !target.startsWith('//')) || target.startsWith('#')) return { kind: 'app', to: target };
  if (EXTERNAL.test(target)) return { kind: 'external', href: target };
  return { kind: 'none' };
}
