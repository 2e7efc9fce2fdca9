-- Search freshness (docs/decisions/005-search.md): every write to the tables the search index reads leaves a
-- row here, tagged with its transaction id, so any API process can tell cheaply what changed since it last looked.
CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY,
	"xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
	"entity" text NOT NULL,
	"entity_id" integer,
	"at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" ("xid");
--> statement-breakpoint
CREATE INDEX "search_changes_at_idx" ON "search_changes" ("at");
--> statement-breakpoint
CREATE FUNCTION "log_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	entity text := TG_ARGV[0];
	id_column text := TG_ARGV[1];
	source text;
	changed bigint;
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER "omniclasses_search_insert" AFTER INSERT ON "omniclasses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('omniclass', 'id');
--> statement-breakpoint
CREATE TRIGGER "omniclasses_search_update" AFTER UPDATE ON "omniclasses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('omniclass', 'id');
--> statement-breakpoint
CREATE TRIGGER "omniclasses_search_delete" AFTER DELETE ON "omniclasses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('omniclass', 'id');
--> statement-breakpoint
CREATE TRIGGER "omniclasses_search_truncate" AFTER TRUNCATE ON "omniclasses" FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('omniclass', 'id');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_search_insert" AFTER INSERT ON "manufacturers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('manufacturer', 'id');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_search_update" AFTER UPDATE ON "manufacturers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('manufacturer', 'id');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_search_delete" AFTER DELETE ON "manufacturers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('manufacturer', 'id');
--> statement-breakpoint
CREATE TRIGGER "manufacturers_search_truncate" AFTER TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('manufacturer', 'id');
--> statement-breakpoint
CREATE TRIGGER "variants_search_insert" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('variant', 'id');
--> statement-breakpoint
CREATE TRIGGER "variants_search_update" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('variant', 'id');
--> statement-breakpoint
CREATE TRIGGER "variants_search_delete" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('variant', 'id');
--> statement-breakpoint
CREATE TRIGGER "variants_search_truncate" AFTER TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('variant', 'id');
--> statement-breakpoint
CREATE TRIGGER "product_images_search_insert" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('product_image', 'id');
--> statement-breakpoint
CREATE TRIGGER "product_images_search_update" AFTER UPDATE ON "product_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('product_image', 'id');
--> statement-breakpoint
CREATE TRIGGER "product_images_search_delete" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('product_image', 'id');
--> statement-breakpoint
CREATE TRIGGER "product_images_search_truncate" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('product_image', 'id');
--> statement-breakpoint
CREATE TRIGGER "manufacturer_omniclasses_search_insert" AFTER INSERT ON "manufacturer_omniclasses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('association', 'omniclass_id');
--> statement-breakpoint
CREATE TRIGGER "manufacturer_omniclasses_search_update" AFTER UPDATE ON "manufacturer_omniclasses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('association', 'omniclass_id');
--> statement-breakpoint
CREATE TRIGGER "manufacturer_omniclasses_search_delete" AFTER DELETE ON "manufacturer_omniclasses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('association', 'omniclass_id');
--> statement-breakpoint
CREATE TRIGGER "manufacturer_omniclasses_search_truncate" AFTER TRUNCATE ON "manufacturer_omniclasses" FOR EACH STATEMENT EXECUTE FUNCTION log_search_change('association', 'omniclass_id');
