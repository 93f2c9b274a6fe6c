CREATE TABLE "destinations" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"location" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"town" text NOT NULL,
	"category" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"dates_confirmed" boolean DEFAULT false NOT NULL,
	"date_note" text,
	"website" text,
	"details" jsonb NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"destination_id" integer,
	"rating" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug"),
	CONSTRAINT "experiences_rating_range" CHECK ("experiences"."rating" >= 0 and "experiences"."rating" <= 5),
	CONSTRAINT "experiences_review_count_positive" CHECK ("experiences"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_status_valid" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "travel_guides" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"icon" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	CONSTRAINT "travel_guides_type_unique" UNIQUE("type")
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_unique" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_unique" ON "newsletter_subscriptions" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_token_unique" ON "newsletter_subscriptions" USING btree ("unsubscribe_token");