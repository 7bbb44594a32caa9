-- Accounts: users, login sessions and their log, SMS codes, password failures, captchas, and the subscription rows
-- a new account's free trial needs. Times are written by the server from its clock.
CREATE TABLE IF NOT EXISTS users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text,
  name text,
  head_img text,
  email text,
  country_code text,
  phone text,
  password_hash text,
  wx_unionid text,
  wx_nickname text,
  org_type text,
  org_name text,
  location_kind text,
  country text,
  province text,
  city text,
  industry text,
  position text,
  transaction_types text[] NOT NULL DEFAULT '{}'::text[],
  lawyer_name text,
  lawyer_email text,
  agent_id text,
  activity_id text,
  password_locked_until timestamptz,
  sessions_valid_after timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Account names and e-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX IF NOT EXISTS users_account_lower_key ON users (lower(account));
CREATE UNIQUE INDEX IF NOT EXISTS users_email_lower_key ON users (lower(email));
CREATE UNIQUE INDEX IF NOT EXISTS users_phone_key ON users (country_code, phone);
CREATE UNIQUE INDEX IF NOT EXISTS users_wx_unionid_key ON users (wx_unionid);

CREATE TABLE IF NOT EXISTS sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL,
  platform text NOT NULL,
  ip text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text,
  elsewhere_notified_at timestamptz
);
CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id, created_at);

CREATE TABLE IF NOT EXISTS login_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  method text NOT NULL,
  platform text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS login_logs_user_created_idx ON login_logs (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS login_logs_session_idx ON login_logs (session_id);

CREATE TABLE IF NOT EXISTS sms_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code text NOT NULL,
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX IF NOT EXISTS sms_codes_phone_idx ON sms_codes (country_code, phone, created_at);
CREATE INDEX IF NOT EXISTS sms_codes_lookup_idx ON sms_codes (country_code, phone, purpose, created_at DESC);
CREATE INDEX IF NOT EXISTS sms_codes_ip_idx ON sms_codes (ip, created_at);

CREATE TABLE IF NOT EXISTS password_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS password_failures_user_idx ON password_failures (user_id, created_at);

CREATE TABLE IF NOT EXISTS captchas (
  id uuid PRIMARY KEY,
  salt text NOT NULL,
  difficulty integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  solved_at timestamptz,
  token_hash text,
  used_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS captchas_token_hash_key ON captchas (token_hash);
CREATE INDEX IF NOT EXISTS captchas_expires_idx ON captchas (expires_at);

CREATE TABLE IF NOT EXISTS subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id text NOT NULL,
  kind text NOT NULL,
  trial_total integer NOT NULL DEFAULT 0,
  trial_remaining integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_user_idx ON subscriptions (user_id, created_at);
