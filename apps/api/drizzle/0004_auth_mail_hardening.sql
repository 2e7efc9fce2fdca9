-- Mail (docs/decisions/013-auth-and-mail-hardening.md): a random id per message gives a globally unique,
-- stable Message-ID; the lease owner says which worker holds a message it is sending; the secret (an
-- invitation's token) is kept only until the message is delivered, revoked or redeemed.
ALTER TABLE "mail_outbox" ADD COLUMN "message_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_owner" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" text;
--> statement-breakpoint
-- the one-time right to choose a password that redeeming an invitation gives its session
ALTER TABLE "sessions" ADD COLUMN "password_grant_until" timestamp with time zone;
--> statement-breakpoint
-- fixed-window request counters shared by every API process (API rate limit, requests for information)
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_window_idx" ON "rate_counters" USING btree ("window_started_at");
