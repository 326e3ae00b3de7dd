-- Taxes (DESIGN §4, docs/adr/0017-taxes.md). An event's tax and an organization's default
-- live in their own tables, written only by the taxes module; no row means no tax (never a rate
-- of 0). The default is copied to an event when it is created, so changing it never changes an
-- existing event. Orders will keep their own copy (the tax they were placed with).
CREATE TABLE event_taxes (
  event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('inclusive', 'exclusive')),
  -- Thousandths of a percent: 8.875% is 8875.
  rate_milli integer NOT NULL CHECK (rate_milli BETWEEN 1 AND 100000),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  registration_number text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE organization_tax_defaults (
  organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('inclusive', 'exclusive')),
  rate_milli integer NOT NULL CHECK (rate_milli BETWEEN 1 AND 100000),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 20),
  registration_number text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A ticket type the tax does not apply to (a donation, a membership already taxed elsewhere).
ALTER TABLE ticket_types ADD COLUMN taxable boolean NOT NULL DEFAULT true;
