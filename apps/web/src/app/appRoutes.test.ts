import { ENTITLEMENTS, PLAN_ROLES } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './appRoutes.js';

describe('the screens a plan claims', () => {
  it('ask for the role of the plan that claims them', () => {
    const screens = ENTITLEMENTS.flatMap((entitlement) =>
      entitlement.enforcedIn.filter((place) => place.startsWith('/apps/')).map((path) => ({ entitlement, id: path.slice('/apps/'.length) })),
    );
    expect(screens.length).toBeGreaterThan(5);
    for (const { entitlement, id } of screens) {
      const route = APP_ROUTES.find((candidate) => candidate.id === id);
      expect(route, `${entitlement.id}: /apps/${id}`).toBeDefined();
      expect(route?.role, `${entitlement.id}: /apps/${id}`).toBe(PLAN_ROLES[entitlement.plan]);
    }
  });
});
