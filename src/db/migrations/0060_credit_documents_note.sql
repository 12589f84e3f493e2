-- Staff can say what was wrong with a document they ask for again; the applicant is told (stop 63).
ALTER TABLE "credit_applications" ADD COLUMN "documents_note" text;