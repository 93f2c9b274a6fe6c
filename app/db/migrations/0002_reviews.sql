CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"visit_month" text,
	"display_name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_entity_type_valid" CHECK ("reviews"."entity_type" in ('attraction', 'experience')),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "reviews_visit_month_format" CHECK ("reviews"."visit_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "reviews_language_valid" CHECK ("reviews"."language" in ('en', 'sq', 'de', 'it'))
);
--> statement-breakpoint
ALTER TABLE "experiences" DROP CONSTRAINT "experiences_rating_range";--> statement-breakpoint
ALTER TABLE "experiences" DROP CONSTRAINT "experiences_review_count_positive";--> statement-breakpoint
CREATE INDEX "reviews_entity_status" ON "reviews" USING btree ("entity_type","entity_id","status");--> statement-breakpoint
ALTER TABLE "experiences" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "experiences" DROP COLUMN "review_count";