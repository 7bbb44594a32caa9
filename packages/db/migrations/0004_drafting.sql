-- Drafting and My Contracts: template purchases, contract groups, contracts with their answer versions, open
-- questionnaire drafts, and the count of contracts a package subscription has paid for. Template and package ids
-- refer to the catalogue by value: catalogue rows are reseeded from content and must not cascade into contracts.
CREATE TABLE IF NOT EXISTS template_purchases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id text NOT NULL,
  price_fen integer NOT NULL,
  purchased_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS template_purchases_user_idx ON template_purchases (user_id, template_id);

CREATE TABLE IF NOT EXISTS contract_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort integer NOT NULL,
  created_at timestamptz NOT NULL
);
-- Group names are unique per user whatever their case.
CREATE UNIQUE INDEX IF NOT EXISTS contract_groups_user_name_key ON contract_groups (user_id, lower(name));

CREATE TABLE IF NOT EXISTS contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id text NOT NULL,
  scene text,
  name text NOT NULL,
  package_id text,
  group_id bigint REFERENCES contract_groups (id) ON DELETE SET NULL,
  price_fen integer NOT NULL,
  paid boolean NOT NULL,
  -- package | template | trial | null while unpaid (payment arrives with the commerce area)
  paid_via text,
  current_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS contracts_user_idx ON contracts (user_id, created_at);
CREATE INDEX IF NOT EXISTS contracts_user_template_idx ON contracts (user_id, template_id);

CREATE TABLE IF NOT EXISTS contract_versions (
  contract_id bigint NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  version integer NOT NULL,
  answers jsonb NOT NULL,
  template_version text,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (contract_id, version)
);

CREATE TABLE IF NOT EXISTS drafts (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id text NOT NULL,
  scene text,
  answers jsonb NOT NULL,
  revision integer NOT NULL,
  -- new | copy | revise
  mode text NOT NULL,
  contract_id bigint REFERENCES contracts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX IF NOT EXISTS drafts_user_idx ON drafts (user_id, updated_at);
-- One open revision draft per contract: a second "revise" returns the first.
CREATE UNIQUE INDEX IF NOT EXISTS drafts_open_revise_key ON drafts (contract_id) WHERE closed_at IS NULL AND mode = 'revise';

ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS used_count integer NOT NULL DEFAULT 0;
