-- Finding a participant (issue 15, docs/decisions.md "Finding a participant among 100,000"): the
-- area's and the staff's search compared every participant's name and e-mail folded in the query
-- (`lower(translate(name, ...)) LIKE '%x%'`), about a second at 100,000 participants on PGlite.
-- The words of the name and of the e-mail, folded (lower case, no accents: the characters of
-- server/resources/search.ts) and cut at anything but a letter or a digit, are kept once, when the
-- participant is written, in a text-search vector ('simple': no stemming, no stop words) with a GIN
-- index, built into PostgreSQL and PGlite alike (no extension). A search is then the beginning of
-- each of its words (`'silv':* & 'jo':*`), in any order.
ALTER TABLE accreditation_participants ADD COLUMN IF NOT EXISTS search_words tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(
    lower(translate(name || ' ' || email, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY')),
    '[^a-z0-9]+', ' ', 'g'))) STORED;
CREATE INDEX IF NOT EXISTS accreditation_participants_words_idx ON accreditation_participants USING gin (search_words);
