-- The company's themes (issue 14, spec 2 sections 2 and 3): the sales-page theme ('sales') and the
-- event card theme ('card') of each business, one row per kind, as the JSON the API answers. A
-- business without a row has the spec's fallbacks (src/shared/company/themes.ts).
CREATE TABLE IF NOT EXISTS business_themes (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sales', 'card')),
  theme jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, kind)
);
