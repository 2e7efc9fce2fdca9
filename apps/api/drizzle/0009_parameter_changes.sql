-- Issue 27: a bulk enrichment writes parameters to 25 tables a batch. Announced as plain omniclass changes, each
-- batch made every process re-read those tables for its search index and generation's catalogue, neither of
-- which reads parameters, on the thread that answers searches. A row whose only change is its parameters is now
-- announced as `omniclass_parameters`, which only refinement's cache follows (docs/decisions/016).
CREATE FUNCTION "omniclass_without_parameters"(row_json jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT row_json - 'parameters' - 'parameters_suggested'
$$;
--> statement-breakpoint
CREATE FUNCTION "log_omniclass_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed bigint;
	only_parameters boolean;
BEGIN
	IF current_setting('scout.notify_search', true) = 'on' THEN
		PERFORM pg_notify('search_changes', '');
	END IF;
	-- any other column, today's or a future one, counts as a change every reader must re-read
	SELECT count(*), coalesce(bool_and(omniclass_without_parameters(to_jsonb(o)) = omniclass_without_parameters(to_jsonb(n))), false)
		INTO changed, only_parameters
		FROM new_rows n FULL JOIN old_rows o ON o.id = n.id;
	IF changed = 0 THEN
		RETURN NULL;
	END IF;
	-- a bulk statement asks readers for one rebuild, or only refinement's cache when it changed parameters alone
	-- (suggestions accepted in bulk)
	IF changed > 200 THEN
		INSERT INTO search_changes (entity) VALUES (CASE WHEN only_parameters THEN 'omniclass_parameters' ELSE 'all' END);
		RETURN NULL;
	END IF;
	INSERT INTO search_changes (entity, entity_id)
	SELECT DISTINCT
		CASE WHEN omniclass_without_parameters(to_jsonb(o)) = omniclass_without_parameters(to_jsonb(n))
			THEN 'omniclass_parameters' ELSE 'omniclass' END,
		coalesce(n.id, o.id)
	FROM new_rows n FULL JOIN old_rows o ON o.id = n.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "omniclasses_search_update" ON "omniclasses";
--> statement-breakpoint
CREATE TRIGGER "omniclasses_search_update" AFTER UPDATE ON "omniclasses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_omniclass_update();
