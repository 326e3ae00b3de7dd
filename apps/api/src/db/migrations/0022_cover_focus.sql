-- The point of an event's cover that stays in view when it is cropped to the one 2:1 shape
-- (docs/adr/0009-one-cover-shape.md): percentages of the picture's width and height, the
-- centre by default, so existing covers look as before.
ALTER TABLE events
  ADD COLUMN cover_focus_x smallint NOT NULL DEFAULT 50 CHECK (cover_focus_x BETWEEN 0 AND 100),
  ADD COLUMN cover_focus_y smallint NOT NULL DEFAULT 50 CHECK (cover_focus_y BETWEEN 0 AND 100);
