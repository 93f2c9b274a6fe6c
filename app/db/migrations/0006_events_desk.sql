CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"confirmed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_occurrences_end_after_start" CHECK ("event_occurrences"."end_date" is null or "event_occurrences"."end_date" >= "event_occurrences"."start_date")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_end_after_start";--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_version" ON "content_revisions" USING btree ("entity_type","entity_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "event_occurrences_unique" ON "event_occurrences" USING btree ("event_id","start_date");--> statement-breakpoint
CREATE INDEX "event_occurrences_start" ON "event_occurrences" USING btree ("start_date");--> statement-breakpoint
INSERT INTO "event_occurrences" ("event_id", "start_date", "end_date", "confirmed") SELECT "id", "start_date", "end_date", "dates_confirmed" FROM "events";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "start_date";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "dates_confirmed";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rrule" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rrule_start" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rrule_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "duration_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_valid" CHECK ("events"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_scheduled_has_time" CHECK ("events"."status" <> 'scheduled' or "events"."publish_at" is not null);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_positive" CHECK ("events"."duration_days" between 1 and 366);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_rule_has_start" CHECK ("events"."rrule" is null or "events"."rrule_start" is not null);