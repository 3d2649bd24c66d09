ALTER TABLE "feedbacks" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "ratings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "issue_id" text;--> statement-breakpoint
CREATE INDEX "feedbacks_org_service" ON "feedbacks" USING btree ("organization_id","needs_immediate_service","created_at");