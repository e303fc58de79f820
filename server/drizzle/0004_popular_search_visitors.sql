CREATE TABLE "search_query_visitors" (
	"query" text NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_query_visitors_query_visitor_pk" PRIMARY KEY("query","visitor")
);
