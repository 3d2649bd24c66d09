ALTER TABLE "checklist_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "kind" text DEFAULT 'facility' NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_types" ADD COLUMN "kind" text DEFAULT 'facility' NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_types" ADD COLUMN "default_template_id" text;--> statement-breakpoint
ALTER TABLE "facility_types" ADD COLUMN "reporting_interval_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "kind" text DEFAULT 'building' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "active" boolean DEFAULT true NOT NULL;