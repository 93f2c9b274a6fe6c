CREATE TABLE "contribution_reports" (
	"contribution_id" integer NOT NULL,
	"reporter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_reports_contribution_id_reporter_pk" PRIMARY KEY("contribution_id","reporter")
);
--> statement-breakpoint
ALTER TABLE "recheck_reports" DROP CONSTRAINT "recheck_reports_entity_valid";--> statement-breakpoint
ALTER TABLE "event_tips" ALTER COLUMN "organiser_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recheck_reports" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recheck_reports" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "contribution_reports" ADD CONSTRAINT "contribution_reports_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recheck_reports" ADD CONSTRAINT "recheck_reports_entity_valid" CHECK (("recheck_reports"."entity_type" in ('attraction', 'destination') and "recheck_reports"."entity_id" is not null) or ("recheck_reports"."entity_type" = 'page' and "recheck_reports"."page_path" is not null));--> statement-breakpoint
UPDATE "recheck_reports" SET "page_path" = '/attractions/' || "entity_id" WHERE "entity_type" = 'attraction';--> statement-breakpoint
UPDATE "recheck_reports" SET "page_path" = '/destinations/' || "entity_id" WHERE "entity_type" = 'destination';
