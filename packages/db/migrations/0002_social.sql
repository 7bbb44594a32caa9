-- Social area: sandbox outbox, WeChat QR states, e-mailed login links, Mails and Bulletin.

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'mail')),
  recipient text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient);

CREATE TABLE wechat_states (
  state text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('login', 'bind')),
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'scanned', 'confirmed', 'used', 'expired')),
  unionid text,
  openid text,
  nickname text,
  head_img text,
  ticket_hash text,
  ticket_expires_at timestamptz,
  verified_country_code text,
  verified_phone text,
  agent_id text,
  activity_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (purpose = 'login' OR user_id IS NOT NULL)
);
CREATE UNIQUE INDEX wechat_states_ticket_idx ON wechat_states (ticket_hash);
CREATE INDEX wechat_states_expires_idx ON wechat_states (expires_at);

CREATE TABLE wechat_sandbox_codes (
  code text PRIMARY KEY,
  unionid text NOT NULL,
  openid text NOT NULL,
  nickname text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE elogin_links (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_by text NOT NULL CHECK (issued_by IN ('user', 'staff')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX elogin_links_user_idx ON elogin_links (user_id);

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('letter', 'notice')),
  title_cn text NOT NULL,
  title_en text NOT NULL,
  body_cn text NOT NULL,
  body_en text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'letter') = (user_id IS NOT NULL))
);
CREATE INDEX messages_user_created_idx ON messages (user_id, created_at);

CREATE TABLE message_reads (
  message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX message_reads_user_idx ON message_reads (user_id);
