-- A short code per ticket, typed at the door when the QR can't be read: 8 characters of the
-- alphabet in packages/shared/src/short-code.ts (no 0/O, 1/I/L), stored upper case, unique per
-- event. The API draws the codes of the tickets it issues and retries on a clash; the column
-- default below fills existing tickets and any row written by hand (fixtures, benchmarks).

-- 8 random bytes of a v4 uuid (skipping its version and variant bytes) picked into the
-- 31-letter alphabet.
CREATE FUNCTION ticket_short_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(r.b, i.n) % 31, 1), '' ORDER BY i.n)
    FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11]) AS i(n)
$$;

-- A volatile default is evaluated once per existing row: this is the backfill.
ALTER TABLE tickets ADD COLUMN short_code text NOT NULL DEFAULT ticket_short_code();

-- Two tickets of one event drawing the same code is very unlikely; draw again for the later ones.
UPDATE tickets SET short_code = ticket_short_code()
 WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY event_id, short_code ORDER BY id) AS n FROM tickets) d WHERE d.n > 1);
UPDATE tickets SET short_code = ticket_short_code()
 WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY event_id, short_code ORDER BY id) AS n FROM tickets) d WHERE d.n > 1);

ALTER TABLE tickets ADD CONSTRAINT tickets_short_code_shape CHECK (short_code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$');
CREATE UNIQUE INDEX tickets_event_short_code_idx ON tickets (event_id, short_code);
