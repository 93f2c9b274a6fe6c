CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comments_status_valid" CHECK ("blog_comments"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "blog_comments_language_valid" CHECK ("blog_comments"."language" in ('en', 'sq', 'de', 'it')),
	CONSTRAINT "blog_comments_text_length" CHECK (char_length("blog_comments"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "blog_likes" (
	"post_id" integer NOT NULL,
	"browser_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_likes_post_id_browser_id_pk" PRIMARY KEY("post_id","browser_id")
);
--> statement-breakpoint
CREATE TABLE "event_tip_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tip_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "event_tip_proposals_kind_valid" CHECK ("event_tip_proposals"."kind" in ('update', 'cancel', 'reconfirm')),
	CONSTRAINT "event_tip_proposals_status_valid" CHECK ("event_tip_proposals"."status" in ('pending', 'applied', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "event_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text NOT NULL,
	"town" text NOT NULL,
	"venue" text,
	"description" text NOT NULL,
	"link" text,
	"organiser_name" text NOT NULL,
	"organiser_email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirm_token_hash" text,
	"manage_token_hash" text,
	"event_id" integer,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "event_tips_status_valid" CHECK ("event_tips"."status" in ('unconfirmed', 'confirmed', 'published', 'declined')),
	CONSTRAINT "event_tips_end_after_start" CHECK ("event_tips"."end_date" is null or "event_tips"."end_date" >= "event_tips"."start_date"),
	CONSTRAINT "event_tips_locale_valid" CHECK ("event_tips"."locale" in ('en', 'sq', 'de', 'it'))
);
--> statement-breakpoint
CREATE TABLE "recheck_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "recheck_reports_entity_valid" CHECK ("recheck_reports"."entity_type" in ('attraction', 'destination')),
	CONSTRAINT "recheck_reports_reason_valid" CHECK ("recheck_reports"."reason" in ('closed', 'prices', 'hours', 'other')),
	CONSTRAINT "recheck_reports_status_valid" CHECK ("recheck_reports"."status" in ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "event_tip_proposals" ADD CONSTRAINT "event_tip_proposals_tip_id_event_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."event_tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tip_proposals" ADD CONSTRAINT "event_tip_proposals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tips" ADD CONSTRAINT "event_tips_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_comments_post_status" ON "blog_comments" USING btree ("post_id","status");--> statement-breakpoint
CREATE INDEX "event_tip_proposals_status" ON "event_tip_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tips_confirm_token" ON "event_tips" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tips_manage_token" ON "event_tips" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "event_tips_event" ON "event_tips" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "recheck_reports_status" ON "recheck_reports" USING btree ("status","created_at");