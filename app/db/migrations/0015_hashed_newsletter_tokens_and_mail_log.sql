CREATE TABLE "newsletter_unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_links" ADD CONSTRAINT "newsletter_unsubscribe_links_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_links_subscription" ON "newsletter_unsubscribe_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_hash_unique" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirm_token_hash" = encode(sha256(convert_to("confirm_token", 'UTF8')), 'hex') WHERE "confirm_token" IS NOT NULL;--> statement-breakpoint
INSERT INTO "newsletter_unsubscribe_links" ("token_hash", "subscription_id", "created_at") SELECT encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "id", "created_at" FROM "newsletter_subscriptions";--> statement-breakpoint
UPDATE "outbox" SET "subject" = '', "body" = '', "html" = NULL, "link" = NULL, "headers" = '{}'::jsonb, "recipient" = CASE WHEN strpos("recipient", '@') > 1 THEN left("recipient", 1) || '***@' || left(split_part("recipient", '@', 2), 1) || '***' || coalesce(substring(split_part("recipient", '@', 2) from '.(\.[^.]*)$'), '') ELSE '***' END WHERE "status" IN ('sent', 'failed', 'cancelled');--> statement-breakpoint
DROP INDEX "newsletter_confirm_token_unique";--> statement-breakpoint
DROP INDEX "newsletter_unsubscribe_token_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirm_token";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribe_token";