CREATE TABLE "search_body_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_body_words_locale_word_pk" PRIMARY KEY("locale","word")
);
