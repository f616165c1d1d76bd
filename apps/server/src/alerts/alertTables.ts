/** One price alert of a trader; condition and trigger are the validated contract shapes as JSON. */
export interface PriceAlertsTable {
  id: string;
  userid: string;
  symbol: string;
  duration: string;
  reading: string;
  condition: string;
  trigger: string;
  expires_at: number | null;
  message: string;
  webhook_url: string | null;
  /** 1 while it watches, 0 while the trader has it paused. */
  active: number;
  /** When it was last created, changed or resumed: a once-alert's firing key names it. */
  armed_at: number;
  last_fired_at: number | null;
  /** Opening time of the bar it last fired in. */
  last_fired_bar: number | null;
  created_at: number;
  updated_at: number;
}

/** One firing, kept under its idempotency key: processes firing the same trigger insert one row between them. */
export interface AlertFiringsTable {
  firing_key: string;
  alert_id: string;
  fired_at: number;
  /** The owner, series and price of the firing, kept for the history after the alert is deleted. */
  userid: string | null;
  symbol: string | null;
  duration: string | null;
  value: number | null;
  /** Opening time of the bar it was read on. */
  bar: number | null;
  /** The messenger notice, as JSON, until handed over; `noticed_at` says when it was. */
  notice: string | null;
  noticed_at: number | null;
}

/** A firing's webhook delivery: its fixed body, how it stands, and which process holds it until when. */
export interface AlertWebhookDeliveriesTable {
  firing_key: string;
  alert_id: string;
  userid: string;
  url: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_reason: string | null;
  last_status: number | null;
  /** When the next attempt is due; null once delivered or given up. */
  next_attempt_at: number | null;
  /** A process sending it holds it until then; one that died lets the others take it afterwards. */
  claimed_until: number | null;
  created_at: number;
}

/** One attempt of a webhook delivery, as the delivery log keeps it. */
export interface AlertWebhookAttemptsTable {
  firing_key: string;
  attempt: number;
  sent_at: number;
  delivered: number;
  reason: string;
  status: number | null;
  address: string | null;
  /** The receiver's answer, up to the sender's cap. */
  answer: string;
  next_attempt_at: number | null;
}

/** The secret a trader's webhook deliveries are signed with; one per trader, made at the first ask. */
export interface WebhookSigningSecretsTable {
  userid: string;
  secret: string;
  created_at: number;
}

export interface AlertTables {
  price_alerts: PriceAlertsTable;
  alert_firings: AlertFiringsTable;
  alert_webhook_deliveries: AlertWebhookDeliveriesTable;
  alert_webhook_attempts: AlertWebhookAttemptsTable;
  webhook_signing_secrets: WebhookSigningSecretsTable;
}
