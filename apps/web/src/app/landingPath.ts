import { hasRole, type Role } from '@signaldesk/contract';
import { APP_ROUTES } from './appRoutes.js';

/**
 * The first screen after sign-in: the first app of the route table the role may open, so a plain user lands on
 * the calendar rather than on a member screen that would only deny access, and members on the quote screen.
 */
export function landingPath(role: Role): string {
  const app = APP_ROUTES.find((route) => route.group === 'apps' && hasRole(role, route.role));
  return app ? `/apps/${app.id}` : '/403';
}
