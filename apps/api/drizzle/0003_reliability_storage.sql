-- Issue 28: an RFI's attachments are stored once per request, not once per recipient, as bytes, and only until
-- every message of the request has been delivered (or the retention period ends: mail/attachments.repository.ts).
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfi_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_rfi_request_id_rfi_requests_id_fk" FOREIGN KEY ("rfi_request_id") REFERENCES "public"."rfi_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mail_attachments_request_idx" ON "mail_attachments" USING btree ("rfi_request_id","position");
--> statement-breakpoint
CREATE INDEX "mail_attachments_created_idx" ON "mail_attachments" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "outbox_request_idx" ON "mail_outbox" USING btree ("rfi_request_id");
--> statement-breakpoint
-- messages still to send keep their attachments: one copy per request, taken from its first such message
INSERT INTO "mail_attachments" ("rfi_request_id", "position", "filename", "bytes", "content", "created_at")
SELECT o."rfi_request_id", a.ord, a.item->>'filename', length(decode(a.item->>'content', 'base64')),
	decode(a.item->>'content', 'base64'), o."created_at"
FROM (
	SELECT DISTINCT ON ("rfi_request_id") "rfi_request_id", "attachments", "created_at" FROM "mail_outbox"
	WHERE "rfi_request_id" IS NOT NULL AND "status" <> 'sent' AND jsonb_array_length("attachments") > 0
	ORDER BY "rfi_request_id", "id"
) o, jsonb_array_elements(o."attachments") WITH ORDINALITY a(item, ord);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attachments";
--> statement-breakpoint
-- The last message of a request marked sent, by whatever process, frees the request's attachments.
CREATE FUNCTION "purge_delivered_attachments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM "mail_outbox" WHERE "rfi_request_id" = NEW."rfi_request_id" AND "status" <> 'sent'
	) THEN
		DELETE FROM "mail_attachments" WHERE "rfi_request_id" = NEW."rfi_request_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_purge_attachments" AFTER UPDATE OF "status" ON "mail_outbox"
FOR EACH ROW WHEN (NEW."status" = 'sent' AND OLD."status" <> 'sent' AND NEW."rfi_request_id" IS NOT NULL)
EXECUTE FUNCTION "purge_delivered_attachments"();
