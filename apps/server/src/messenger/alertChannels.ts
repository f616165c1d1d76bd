import type { AlertChannel, DeliveryChannel } from '@signaldesk/contract';
import type { Services } from '../app/services.js';
import { presentDesktopBuilds } from '../downloads/desktopBuilds.js';

/**
 * The channels a trader switches that this server can deliver: Telegram needs a bot (TELEGRAM_BOT_TOKEN), e-mail a
 * mail server (SMTP_URL), web push a contact the push services accept (SUPPORT_EMAIL, an https PUBLIC_URL or
 * ADMIN_EMAIL). One that cannot be delivered reads off in the settings, is refused when switched on, and is skipped
 * when alerts go out.
 */
export function deliveredChannels({ config, mailer }: Pick<Services, 'config' | 'mailer'>): Record<DeliveryChannel, boolean> {
  return {
    telegram: config.telegramBotToken !== undefined,
    email: mailer.delivers,
    webpush: config.pushContact !== undefined,
  };
}

/**
 * Every way an alert reaches a trader from this server, as the pricing page states it: the browser always, the
 * desktop assistant while a build of it is offered for download (read at each call, as the download page does).
 */
export async function offeredAlertChannels(services: Pick<Services, 'config' | 'mailer'>): Promise<Record<AlertChannel, boolean>> {
  const desktop = (await presentDesktopBuilds(services.config.desktopBuildsDir)).length > 0;
  return { browser: true, ...deliveredChannels(services), desktop };
}
