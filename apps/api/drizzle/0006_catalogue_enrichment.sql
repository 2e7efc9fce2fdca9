-- A real catalogue is usable (issue 27): parameters the engine suggests for a catalogue table that has none,
-- public but marked until an administrator reviews them; and the tables a generated or enriched table learned
-- its columns from, whose manufacturers Step 3 offers as "Makers of similar products".
ALTER TABLE "omniclasses" ADD COLUMN "parameters_suggested" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "omniclasses_parameters_suggested_idx" ON "omniclasses" ("id") WHERE "parameters_suggested";
--> statement-breakpoint
CREATE TABLE "omniclass_lenders" (
	"omniclass_id" integer NOT NULL REFERENCES "omniclasses"("id") ON DELETE CASCADE,
	"lender_id" integer NOT NULL REFERENCES "omniclasses"("id") ON DELETE CASCADE,
	"similarity" real NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "omniclass_lenders_pkey" PRIMARY KEY ("omniclass_id", "lender_id")
);
--> statement-breakpoint
CREATE INDEX "omniclass_lenders_lender_idx" ON "omniclass_lenders" ("lender_id");
