-- Generation, rebuilt (docs/decisions/015-generation-runtime.md): who made a generated table, so that it is
-- visible to its author and administrators only until reviewed; and generation jobs in the database, so that
-- any API process can follow, stream or cancel a job, identical requests join it, and the hourly limit holds
-- across processes.
ALTER TABLE "omniclasses" ADD COLUMN "author_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_table" boolean,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "generation_jobs_running_key" ON "generation_jobs" ("user_id", "key") WHERE "state" = 'running';
--> statement-breakpoint
CREATE INDEX "generation_jobs_user_created_idx" ON "generation_jobs" ("user_id", "created_at");
