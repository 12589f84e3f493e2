CREATE TABLE "cache_versions" (
	"tag" text NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_versions_tag_shard_pk" PRIMARY KEY("tag","shard")
);
