ALTER TABLE "parameters" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "photo_required" boolean DEFAULT false NOT NULL;