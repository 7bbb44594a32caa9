-- Commerce: orders and their payment attempts, the provider notifications received, the balance with its ledger,
-- what each paid order delivered, and the sandbox provider's trades. Money is integer fen, currency CNY.
CREATE TABLE IF NOT EXISTS orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('package', 'template', 'contract', 'topup')),
  -- package id, template id or contract id (as text); 'balance' for a top-up
  item_ref text NOT NULL,
  product_name_cn text NOT NULL,
  product_name_en text NOT NULL,
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  currency text NOT NULL DEFAULT 'CNY' CHECK (currency IN ('CNY')),
  status text NOT NULL CHECK (status IN ('created', 'paying', 'paid', 'failed', 'closed')),
  -- the channel that paid (or is being tried last)
  channel text CHECK (channel IN ('alipay', 'wechat', 'balance')),
  provider_trade_no text,
  agent_id text,
  activity_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  -- the fapiao request that covers this order (fapiao requests arrive later); null: not invoiced
  fapiao_request_id bigint
);
CREATE INDEX IF NOT EXISTS orders_user_created_idx ON orders (user_id, created_at);
-- The sweep reads open orders by their closing time.
CREATE INDEX IF NOT EXISTS orders_open_closes_idx ON orders (closes_at) WHERE status IN ('created', 'paying', 'failed');

-- One row per trade opened at a provider: a retry or a change of method opens a new one (a provider never reuses
-- a closed trade number), and the previous one is closed first so an order cannot be paid twice by accident.
CREATE TABLE IF NOT EXISTS payment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  out_trade_no text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('alipay', 'wechat')),
  scene text NOT NULL CHECK (scene IN ('qr', 'h5')),
  status text NOT NULL CHECK (status IN ('opening', 'open', 'paid', 'closed', 'failed')),
  qr_text text,
  redirect_url text,
  provider_trade_no text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX IF NOT EXISTS payment_attempts_order_idx ON payment_attempts (order_id);

-- Every verified notification, once: a replay of the same provider trade and status is a conflict on the key.
CREATE TABLE IF NOT EXISTS payment_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL,
  provider_trade_no text NOT NULL,
  notice_status text NOT NULL CHECK (notice_status IN ('paid', 'closed')),
  out_trade_no text NOT NULL,
  amount_fen integer NOT NULL,
  raw text NOT NULL,
  -- applied | already_paid | amount_mismatch | unknown_order | closed | ignored
  outcome text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS payment_notifications_trade_key ON payment_notifications (channel, provider_trade_no, notice_status);
CREATE INDEX IF NOT EXISTS payment_notifications_out_trade_idx ON payment_notifications (out_trade_no);

CREATE TABLE IF NOT EXISTS balance_accounts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  balance_fen bigint NOT NULL CHECK (balance_fen >= 0),
  updated_at timestamptz NOT NULL
);

-- Every change of a balance, written in the transaction of the order that caused it.
CREATE TABLE IF NOT EXISTS balance_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  delta_fen bigint NOT NULL CHECK (delta_fen <> 0),
  balance_after_fen bigint NOT NULL CHECK (balance_after_fen >= 0),
  order_id bigint NOT NULL REFERENCES orders (id),
  reason text NOT NULL CHECK (reason IN ('topup', 'purchase')),
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS balance_ledger_user_idx ON balance_ledger (user_id, created_at);
-- An order moves a balance once per reason.
CREATE UNIQUE INDEX IF NOT EXISTS balance_ledger_order_reason_key ON balance_ledger (order_id, reason);

-- What a paid order delivered; the primary key makes a second fulfilment of one order impossible.
CREATE TABLE IF NOT EXISTS order_fulfilments (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('package', 'template', 'contract', 'topup')),
  subscription_id bigint REFERENCES subscriptions (id) ON DELETE SET NULL,
  template_purchase_id bigint REFERENCES template_purchases (id) ON DELETE SET NULL,
  contract_id bigint REFERENCES contracts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
-- A contract is unlocked by one order.
CREATE UNIQUE INDEX IF NOT EXISTS order_fulfilments_contract_key ON order_fulfilments (contract_id) WHERE contract_id IS NOT NULL;

-- The sandbox provider's side of a trade (exists in every database; written only while a sandbox provider is active).
CREATE TABLE IF NOT EXISTS sandbox_trades (
  out_trade_no text PRIMARY KEY,
  channel text NOT NULL,
  token text NOT NULL UNIQUE,
  trade_no text NOT NULL UNIQUE,
  amount_fen integer NOT NULL,
  subject text NOT NULL,
  scene text NOT NULL,
  notify_url text NOT NULL,
  return_url text,
  status text NOT NULL CHECK (status IN ('paying', 'paid', 'closed')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
