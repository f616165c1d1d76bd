import type { Plan } from './planRoles.js';

/** What one trader's price alerts may hold, by plan; checked when an alert is created or resumed. */
export interface AlertPlanLimits {
  /** Alerts watching at once; paused and spent alerts do not count. */
  activeAlerts: number;
  /** Whether an alert may call the trader's own webhook. */
  webhook: boolean;
}

export const ALERT_PLAN_LIMITS: Record<Plan, AlertPlanLimits> = {
  standard: { activeAlerts: 20, webhook: false },
  plus: { activeAlerts: 200, webhook: true },
  promax: { activeAlerts: 1000, webhook: true },
};
