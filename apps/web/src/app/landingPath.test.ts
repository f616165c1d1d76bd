import { accountRoleSchema, hasRole } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './appRoutes.js';
import { landingPath } from './landingPath.js';

describe('landingPath', () => {
  it('lands a plain user on the calendar and every subscriber or staff role on the quote screen', () => {
    expect(landingPath('user')).toBe('/apps/calendar');
    for (const role of ['member', 'vip', 'manager', 'super'] as const) expect(landingPath(role)).toBe('/apps/quote');
  });

  it('never lands a signed-in role on a screen its route refuses', () => {
    for (const role of accountRoleSchema.options) {
      const id = landingPath(role).replace('/apps/', '');
      const route = APP_ROUTES.find((app) => app.id === id);
      expect(route && hasRole(role, route.role), role).toBe(true);
    }
  });
});
