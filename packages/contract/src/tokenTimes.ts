/** When a JWT was issued and when it expires (epoch seconds), or null when the token cannot be read. */
export function tokenTimes(token: string): { iat: number; exp: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { iat, exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? { iat, exp } : null;
  } catch {
    return null;
  }
}
