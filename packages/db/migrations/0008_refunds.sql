-- Refunds: a paid order is refunded in full, once. The refund row is written in the same transaction that takes
-- back what the order delivered and marks the order refunded; the money goes back through the provider that took it
-- (or to the balance), and a refund the provider has not confirmed stays pending until the reconciliation pass does.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'paying', 'paid', 'failed', 'closed', 'refunded'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refunded_at timestamptz;

-- A refund moves a balance too: back to it (an order paid from the balance), or out of it (a refunded top-up).
ALTER TABLE balance_ledger DROP CONSTRAINT IF EXISTS balance_ledger_reason_check;
ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_reason_check CHECK (reason IN ('topup', 'purchase', 'refund'));

CREATE TABLE IF NOT EXISTS order_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- One refund per order: the key that makes a second refund impossible.
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  -- Our refund request number (Alipay out_request_no, WeChat Pay out_refund_no): a retry sends the same one, so the
  -- provider refunds once however often it is asked.
  refund_no text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('alipay', 'wechat', 'balance')),
  -- The provider trade that took the money; null for the balance.
  out_trade_no text,
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  reason text NOT NULL,
  -- pending: recorded, the provider has not confirmed the money back; succeeded; failed: the provider refused for
  -- good (staff settle it in the provider's merchant platform).
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_no text,
  -- What was taken back from the order's delivery, for the record.
  taken_back jsonb NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  succeeded_at timestamptz
);
CREATE INDEX IF NOT EXISTS order_refunds_pending_idx ON order_refunds (updated_at) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS order_refunds_user_idx ON order_refunds (user_id);

-- The sandbox provider's side of a refund (written only while a sandbox provider is active).
CREATE TABLE IF NOT EXISTS sandbox_refunds (
  out_refund_no text PRIMARY KEY,
  channel text NOT NULL,
  out_trade_no text NOT NULL REFERENCES sandbox_trades (out_trade_no),
  refund_no text NOT NULL UNIQUE,
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sandbox_refunds_trade_idx ON sandbox_refunds (out_trade_no);
