-- Search freshness on the embedded database (docs/decisions/005-search.md): PGlite runs inside the API process,
-- so no other process writes to it; a session that sets scout.notify_search hears of each change at commit and
-- can skip asking the change log before every search. PostgreSQL servers leave it unset and pay nothing.
CREATE OR REPLACE FUNCTION "log_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	entity text := TG_ARGV[0];
	id_column text := TG_ARGV[1];
	source text;
	changed bigint;
BEGIN
	IF current_setting('scout.notify_search', true) = 'on' THEN
		PERFORM pg_notify('search_changes', '');
	END IF;
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO search_changes (entity) VALUES ('all');
		RETURN NULL;
	END IF;
	source := CASE TG_OP
		WHEN 'INSERT' THEN format('SELECT %I AS id FROM new_rows', id_column)
		WHEN 'DELETE' THEN format('SELECT %I AS id FROM old_rows', id_column)
		ELSE format('SELECT %I AS id FROM old_rows UNION SELECT %I FROM new_rows', id_column, id_column)
	END;
	EXECUTE format('SELECT count(DISTINCT id) FROM (%s) AS changed', source) INTO changed;
	IF changed = 0 THEN
		RETURN NULL;
	END IF;
	-- a bulk statement (seed, import, upload) asks readers for one rebuild instead of listing every row
	IF changed > 200 THEN
		INSERT INTO search_changes (entity) VALUES ('all');
		RETURN NULL;
	END IF;
	EXECUTE format('INSERT INTO search_changes (entity, entity_id) SELECT DISTINCT %L, id FROM (%s) AS changed', entity, source);
	RETURN NULL;
END
$$;
