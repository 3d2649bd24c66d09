-- Custom SQL migration file, put your code below! ---- Issue 17: report_day_counts from the reports that exist (the api keeps it in step from here on).
INSERT INTO "report_day_counts" ("organization_id", "kolkata_day", "facility_id", "reports")
SELECT "organization_id", "kolkata_day", "facility_id", count(*)::int FROM "reports" GROUP BY 1, 2, 3
ON CONFLICT ("organization_id", "kolkata_day", "facility_id") DO UPDATE SET "reports" = excluded."reports";
