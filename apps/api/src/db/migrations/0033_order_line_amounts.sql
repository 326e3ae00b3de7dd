-- Price lines (docs/adr/0015-price-lines.md): each order line keeps what one of its tickets
-- came to when the order was placed, split into the host's net, the tax on it and the gross the
-- buyer pays (and a refund returns), so an order keeps its amounts whatever a later tax or price
-- change does. Orders placed before this carried no tax: their net and gross are the listed
-- price less the discount.
ALTER TABLE order_items
  ADD COLUMN unit_net_cents integer,
  ADD COLUMN unit_tax_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN unit_gross_cents integer;

UPDATE order_items
   SET unit_net_cents = unit_price_cents - unit_discount_cents,
       unit_gross_cents = unit_price_cents - unit_discount_cents;

ALTER TABLE order_items
  ALTER COLUMN unit_net_cents SET NOT NULL,
  ALTER COLUMN unit_gross_cents SET NOT NULL,
  ALTER COLUMN unit_tax_cents DROP DEFAULT,
  ADD CONSTRAINT order_items_unit_amounts CHECK (
    unit_net_cents >= 0 AND unit_tax_cents >= 0
    AND unit_net_cents <= unit_price_cents - unit_discount_cents
    AND unit_gross_cents = unit_net_cents + unit_tax_cents);
