-- Fapiao: a user's saved information sets (at most 3, one default) and the requests, each covering paid orders and
-- keeping a copy of the information and the mailing address as they were when the request was made.
CREATE TABLE IF NOT EXISTS fapiao_infos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  issuer_type text NOT NULL CHECK (issuer_type IN ('enterprise', 'individual')),
  fapiao_type text NOT NULL CHECK (fapiao_type IN ('general_vat', 'special_vat', 'org_general_vat')),
  taxpayer_id text,
  bank_name text,
  bank_account text,
  reg_address text,
  reg_telephone text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS fapiao_infos_user_idx ON fapiao_infos (user_id);
-- At most one default set per user.
CREATE UNIQUE INDEX IF NOT EXISTS fapiao_infos_default_key ON fapiao_infos (user_id) WHERE is_default;

-- Status: 1 request received, 2 cancelled, 3 in process, 4 rejected, 5 mailed.
CREATE TABLE IF NOT EXISTS fapiao_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
  total_fen bigint NOT NULL CHECK (total_fen > 0),
  order_count integer NOT NULL CHECK (order_count > 0),
  title text NOT NULL,
  issuer_type text NOT NULL,
  fapiao_type text NOT NULL,
  taxpayer_id text,
  bank_name text,
  bank_account text,
  reg_address text,
  reg_telephone text,
  receiver_name text NOT NULL,
  receiver_mobile text NOT NULL,
  receiver_address text NOT NULL,
  receiver_email text,
  notes text,
  reject_reason text,
  logistics_company text,
  tracking_no text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS fapiao_requests_user_created_idx ON fapiao_requests (user_id, created_at);

-- Which orders a request covered, kept after a cancellation or rejection releases them (orders.fapiao_request_id
-- points only at the request that currently covers an order).
CREATE TABLE IF NOT EXISTS fapiao_request_orders (
  request_id bigint NOT NULL REFERENCES fapiao_requests (id) ON DELETE CASCADE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  amount_fen integer NOT NULL,
  PRIMARY KEY (request_id, order_id)
);
CREATE INDEX IF NOT EXISTS fapiao_request_orders_order_idx ON fapiao_request_orders (order_id);
