import { ALERT_PLAN_LIMITS, type AlertPlanLimits, hasRole, type Role } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { isPromax } from '../messenger/channelSettings.js';

/** The alert limits of the trader's plan: vip is Plus, or Promax with a live Promax ticket (staff count as Promax). */
export async function alertLimitsOf(db: Db, userid: string, role: Role, now: number): Promise<AlertPlanLimits> {
  if (!hasRole(role, 'vip')) return ALERT_PLAN_LIMITS.standard;
  return (await isPromax(db, userid, role, now)) ? ALERT_PLAN_LIMITS.promax : ALERT_PLAN_LIMITS.plus;
}
