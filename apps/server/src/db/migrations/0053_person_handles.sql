ALTER TABLE "users" ADD COLUMN "handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A person's handle (decision 063): the name's letters and digits, accents dropped, in lowercase words joined
-- by hyphens, at most 32 characters; "member" when the name has none. Taken, it gets -2 … -9, then a random
-- number, so a thousand people of one name do not make the thousand-and-first sign-up walk them all.
CREATE FUNCTION "users_pick_handle"("person_name" text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  attempt integer := 1;
BEGIN
  base := regexp_replace(lower(regexp_replace(normalize(person_name, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g');
  base := btrim(left(btrim(base, '-'), 32), '-');
  IF base = '' THEN
    base := 'member';
  END IF;
  -- Two sign-ups of one name wait for each other here rather than one failing on the unique index. The
  -- names share 64 locks, so a statement inserting thousands of people holds 64 at most, not one each.
  PERFORM pg_advisory_xact_lock(hashtext('users.handle'), hashtext(base) & 63);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "users" WHERE "handle" = candidate) LOOP
    attempt := attempt + 1;
    IF attempt <= 9 THEN
      candidate := base || '-' || attempt;
    ELSE
      candidate := base || '-' || (10 + floor(random() * 999990))::integer;
    END IF;
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_assign_handle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."handle" IS NULL OR NEW."handle" = '' THEN
    NEW."handle" := "users_pick_handle"(NEW."name");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_assign_handle" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "users_assign_handle"();--> statement-breakpoint
DO $$
DECLARE
  person record;
BEGIN
  FOR person IN SELECT "id", "name" FROM "users" ORDER BY "created_at", "id" LOOP
    UPDATE "users" SET "handle" = "users_pick_handle"(person."name") WHERE "id" = person."id";
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_unique" ON "users" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_handle_check" CHECK ("handle" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("handle") <= 40);