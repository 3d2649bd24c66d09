CREATE TABLE "report_day_counts" (
	"organization_id" text NOT NULL,
	"kolkata_day" date NOT NULL,
	"facility_id" text NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "report_day_counts_organization_id_kolkata_day_facility_id_pk" PRIMARY KEY("organization_id","kolkata_day","facility_id")
);
