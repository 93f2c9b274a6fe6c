ALTER TABLE "experiences" ADD COLUMN "group_size" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_group_size_valid" CHECK ("experiences"."group_size" in ('small'));