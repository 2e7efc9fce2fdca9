-- "Ask Scout to find makers" (issue 27, decision 018): a professional at a table that has neither manufacturers
-- nor makers of similar products asks Scout's staff to find some. A request is open until a sweep (in any API
-- process) claims it, once the table has a manufacturer, and e-mails the asker.
CREATE TABLE "maker_requests" (
	"id" serial PRIMARY KEY,
	"omniclass_id" integer NOT NULL REFERENCES "omniclasses"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maker_requests_one_open" ON "maker_requests" ("omniclass_id", "user_id") WHERE "fulfilled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "maker_requests_open_by_omniclass" ON "maker_requests" ("omniclass_id") WHERE "fulfilled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "maker_requests_open_by_user" ON "maker_requests" ("user_id") WHERE "fulfilled_at" IS NULL;
