-- Discover's search (docs/adr/0012-discover-search-indexing.md). The last word of a search is
-- still being typed and matches as a prefix; a prefix term makes the GIN index on
-- search_vector expand and union the posting lists of every word starting with it, over all
-- dates, before the date filter can drop a row. search_terms_of() gives the index each word
-- whole plus, marked with a '*', its prefixes of 2 to 10 characters (the word being typed is
-- then one exact lexeme), each also suffixed with the UTC week its event starts in
-- ('jazz*2970'): a search asks for the word being typed in the next few weeks only, so the
-- date bounds the candidates before any row is read. Lexemes from to_tsvector never contain
-- '*' and search words are letters and digits only, so these never match a word by mistake.
--
-- IMMUTABLE is true although extract() on a timestamptz is only STABLE: the epoch does not
-- depend on the time zone. The cost tells the planner that computing it row by row is dear
-- (the index holds it precomputed), so it never walks the date index evaluating it.
CREATE FUNCTION search_terms_of(v tsvector, starts_at timestamptz) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  RETURN array_to_tsvector(ARRAY(
    SELECT w FROM unnest(tsvector_to_array(v)) w
    UNION
    SELECT left(w, n) || '*' || week
      FROM unnest(tsvector_to_array(v)) w, generate_series(2, least(length(w), 10)) n,
           (VALUES (''), (floor(extract(epoch FROM starts_at) / 604800)::bigint::text)) weeks (week)));

CREATE INDEX events_discover_terms_idx ON events USING gin (search_terms_of(search_vector, starts_at))
  WHERE status = 'published' AND visibility = 'public';
