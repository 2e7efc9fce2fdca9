-- Bulk enrichment (issue 27): an administrator's run suggesting parameters for every catalogue table without
-- them, or for one branch. The run lives here so that any API process can show, cancel or resume it, and so
-- that another process takes it over when the one running it stops renewing its lease (decision 016).
CREATE TABLE "enrichment_runs" (
	"id" serial PRIMARY KEY,
	"state" text DEFAULT 'running' NOT NULL,
	"branch" text,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"suggested" integer DEFAULT 0 NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enrichment_runs_one_running" ON "enrichment_runs" ("state") WHERE "state" = 'running';
