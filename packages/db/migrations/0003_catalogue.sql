-- Catalogue: packages, classifications, catalogue templates with their scenes, package membership, favourites and
-- template feedback. The catalogue rows are loaded from content/catalogue at every start (upsert by id); watch counts,
-- favourites and feedback are the only rows users write.

CREATE TABLE IF NOT EXISTS packages (
  id text PRIMARY KEY,
  -- application type of spec §3: 1 review, 4 drafting, 2 and 5 further services
  product_type integer NOT NULL,
  icon text NOT NULL,
  name_cn text NOT NULL,
  name_en text NOT NULL,
  count_text_cn text,
  count_text_en text,
  tip_cn text,
  tip_en text,
  intro_cn text,
  intro_en text,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  old_price_fen integer CHECK (old_price_fen >= 0),
  unit_cn text NOT NULL,
  unit_en text NOT NULL,
  sort integer NOT NULL,
  hot boolean NOT NULL DEFAULT false,
  -- not for sale (the free trial); listed only on request
  closed boolean NOT NULL DEFAULT false,
  watch_num integer NOT NULL DEFAULT 0,
  valid_days integer NOT NULL DEFAULT 365
);
CREATE INDEX IF NOT EXISTS packages_type_sort_idx ON packages (product_type, sort);

CREATE TABLE IF NOT EXISTS classifications (
  id text PRIMARY KEY,
  parent_id text REFERENCES classifications (id),
  name_cn text NOT NULL,
  name_en text NOT NULL,
  icon text,
  sort integer NOT NULL,
  recommended boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS classifications_parent_idx ON classifications (parent_id, sort);

CREATE TABLE IF NOT EXISTS catalogue_templates (
  id text PRIMARY KEY,
  classify_id text NOT NULL REFERENCES classifications (id),
  name_cn text NOT NULL,
  name_en text NOT NULL,
  -- false: "This contract template is coming soon"
  built boolean NOT NULL,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  -- price of one generated contract without a package or purchase; null when not offered
  contract_price_fen integer CHECK (contract_price_fen >= 0),
  sort integer NOT NULL,
  hot boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS catalogue_templates_classify_idx ON catalogue_templates (classify_id, sort);

CREATE TABLE IF NOT EXISTS template_scenes (
  id text PRIMARY KEY,
  template_id text NOT NULL REFERENCES catalogue_templates (id),
  scene_type text NOT NULL CHECK (scene_type IN ('domestic', 'entry', 'exit')),
  name_cn text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS template_scenes_template_type_key ON template_scenes (template_id, scene_type);
CREATE INDEX IF NOT EXISTS template_scenes_type_idx ON template_scenes (scene_type);

CREATE TABLE IF NOT EXISTS package_templates (
  package_id text NOT NULL REFERENCES packages (id),
  template_id text NOT NULL REFERENCES catalogue_templates (id),
  PRIMARY KEY (package_id, template_id)
);
CREATE INDEX IF NOT EXISTS package_templates_template_idx ON package_templates (template_id);

CREATE TABLE IF NOT EXISTS favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('package', 'template')),
  target_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, target_type, target_id)
);
CREATE INDEX IF NOT EXISTS favourites_user_created_idx ON favourites (user_id, created_at);

CREATE TABLE IF NOT EXISTS template_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  template_id text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  contact text,
  ip text,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS template_feedback_template_idx ON template_feedback (template_id, created_at);
