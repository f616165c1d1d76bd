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
  webhook_signing_secrets: WebhookSigningSecretsTable;
}
