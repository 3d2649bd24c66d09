ALTER TABLE "shifts" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "retired_at" timestamp with time zone;