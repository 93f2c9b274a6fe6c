CREATE TABLE "contribution_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"value_hash" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_blocks_target_valid" CHECK ("contribution_blocks"."target" in ('email', 'client'))
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"client_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text,
	"manage_token_hash" text NOT NULL,
	"reported_at" timestamp with time zone,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "contributions_status_valid" CHECK ("contributions"."status" in ('unconfirmed', 'waiting', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_pk" PRIMARY KEY("review_id","voter")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_blocks_unique" ON "contribution_blocks" USING btree ("target","value_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_item_unique" ON "contributions" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_confirm_token_unique" ON "contributions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_manage_token_unique" ON "contributions" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "contributions_status_created" ON "contributions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contributions_email_hash" ON "contributions" USING btree ("email_hash");