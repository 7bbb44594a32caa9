-- Core tables: rate-limit counters shared by every server instance, and server-wide key/value settings.
CREATE TABLE IF NOT EXISTS rate_counters (
  key text NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  CONSTRAINT rate_counters_pkey PRIMARY KEY (key, window_start)
);
CREATE INDEX IF NOT EXISTS rate_counters_expires_at_idx ON rate_counters (expires_at);

CREATE TABLE IF NOT EXISTS app_kv (
  key text PRIMARY KEY,
  value text NOT NULL
);
