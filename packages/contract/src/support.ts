import { z } from 'zod';

/** Where the server serves the WeChat QR picture its operator set (SUPPORT_WECHAT_QR). */
export const SUPPORT_WECHAT_QR_PATH = '/support/wechat-qr';

/**
 * How traders reach this server's support, as its operator set them (SUPPORT_EMAIL, SUPPORT_WECHAT,
 * SUPPORT_WECHAT_QR). A contact that is not set is null, and no page shows it.
 */
export const supportContactsSchema = z.object({
  email: z.string().nullable(),
  wechat: z.string().nullable(),
  /** The address of the WeChat QR picture: SUPPORT_WECHAT_QR_PATH when one is set. */
  wechatQr: z.string().nullable(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/** Whether a trader can reach support at all; texts that send them there read otherwise when not. */
export const hasSupportContact = (contacts: SupportContacts): boolean =>
  contacts.email !== null || contacts.wechat !== null || contacts.wechatQr !== null;
