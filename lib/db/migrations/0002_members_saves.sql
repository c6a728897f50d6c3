CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_reads" (
	"member_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_reads_member_id_story_id_pk" PRIMARY KEY("member_id","story_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reads" ADD CONSTRAINT "story_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reads" ADD CONSTRAINT "story_reads_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_member_page" ON "bookmarks" USING btree ("member_id","brand","lang","url");--> statement-breakpoint
CREATE INDEX "bookmarks_member_recent" ON "bookmarks" USING btree ("member_id","brand","lang","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_messages_recent" ON "push_messages" USING btree ("brand","lang","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_hash" ON "push_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "story_reads_recent" ON "story_reads" USING btree ("member_id","read_at" DESC NULLS LAST);