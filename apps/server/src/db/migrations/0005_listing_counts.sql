CREATE TABLE "listing_counts" (
	"kind" "listing_kind" NOT NULL,
	"district" "district" NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_kind_district_pk" PRIMARY KEY("kind","district"),
	CONSTRAINT "count_not_negative" CHECK ("listing_counts"."published" >= 0)
);
