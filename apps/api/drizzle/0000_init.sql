CREATE TABLE "auth_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'professional' NOT NULL,
	"token_hash" text NOT NULL,
	"origin_url" text,
	"invited_by" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text,
	"role" text DEFAULT 'professional' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"first_name" text,
	"last_name" text,
	"title" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_omniclasses" (
	"manufacturer_id" integer NOT NULL,
	"omniclass_id" integer NOT NULL,
	CONSTRAINT "manufacturer_omniclasses_manufacturer_id_omniclass_id_pk" PRIMARY KEY("manufacturer_id","omniclass_id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"url" text,
	"email" text,
	"logo_filename" text,
	"logo_width" integer,
	"logo_height" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_on" date,
	"formatted_address" text,
	"product_page_url" text,
	"description" text,
	"data" jsonb,
	"links_for_professionals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aggregator_content" jsonb DEFAULT '{"architizer":0,"caddetails":0,"bimobject":0,"bimsmith":0}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omniclasses" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'catalogue' NOT NULL,
	"suggested_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"omniclass_id" integer,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"product_name" text,
	"product_description" text,
	"product_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"omniclass_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_key" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rfi_request_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfi_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"omniclass_name" text NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturer_titles" jsonb NOT NULL,
	"document_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_content" text NOT NULL,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_omniclasses" ADD CONSTRAINT "manufacturer_omniclasses_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_omniclasses" ADD CONSTRAINT "manufacturer_omniclasses_omniclass_id_omniclasses_id_fk" FOREIGN KEY ("omniclass_id") REFERENCES "public"."omniclasses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_omniclass_id_omniclasses_id_fk" FOREIGN KEY ("omniclass_id") REFERENCES "public"."omniclasses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_omniclass_id_omniclasses_id_fk" FOREIGN KEY ("omniclass_id") REFERENCES "public"."omniclasses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_rfi_request_id_rfi_requests_id_fk" FOREIGN KEY ("rfi_request_id") REFERENCES "public"."rfi_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfi_requests" ADD CONSTRAINT "rfi_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_key" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invites_email_idx" ON "invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_manufacturer_idx" ON "contacts" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "mo_omniclass_idx" ON "manufacturer_omniclasses" USING btree ("omniclass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_title_key" ON "manufacturers" USING btree ("title_key");--> statement-breakpoint
CREATE UNIQUE INDEX "omniclasses_name_key" ON "omniclasses" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "omniclasses_number_idx" ON "omniclasses" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_file_key" ON "product_images" USING btree ("manufacturer_id","filename");--> statement-breakpoint
CREATE INDEX "product_images_omniclass_idx" ON "product_images" USING btree ("omniclass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_pair_key" ON "variants" USING btree ("omniclass_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "variants_manufacturer_idx" ON "variants" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "rfi_user_idx" ON "rfi_requests" USING btree ("user_id","created_at");