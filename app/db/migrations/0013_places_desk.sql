ALTER TABLE "destinations" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "translation_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_status_valid" CHECK ("destinations"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_scheduled_has_time" CHECK ("destinations"."status" <> 'scheduled' or "destinations"."publish_at" is not null);--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_status_valid" CHECK ("experiences"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_scheduled_has_time" CHECK ("experiences"."status" <> 'scheduled' or "experiences"."publish_at" is not null);--> statement-breakpoint
UPDATE "destinations" SET "translation_sources" = coalesce((SELECT jsonb_object_agg(locale, jsonb_build_object('source', jsonb_build_object('name', "destinations"."name", 'description', "destinations"."description", 'imageAlt', "destinations"."image_alt", 'location', "destinations"."location", 'details', "destinations"."details"), 'savedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))) FROM jsonb_object_keys("destinations"."translations") AS locale), '{}'::jsonb);
--> statement-breakpoint
UPDATE "experiences" SET "translation_sources" = coalesce((SELECT jsonb_object_agg(locale, jsonb_build_object('source', jsonb_build_object('name', "experiences"."name", 'description', "experiences"."description", 'imageAlt', "experiences"."image_alt", 'location', "experiences"."location", 'details', "experiences"."details"), 'savedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))) FROM jsonb_object_keys("experiences"."translations") AS locale), '{}'::jsonb);
