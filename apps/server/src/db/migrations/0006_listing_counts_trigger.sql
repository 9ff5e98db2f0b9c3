-- Keeps listing_counts exact: every insert, delete and change of kind, district or published state of a
-- listing moves its count, in the same transaction as the change.
CREATE OR REPLACE FUNCTION listing_counts_apply(k listing_kind, d district, delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO listing_counts (kind, district, published) VALUES (k, d, GREATEST(delta, 0))
  ON CONFLICT (kind, district) DO UPDATE SET published = listing_counts.published + delta;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published THEN
    PERFORM listing_counts_apply(OLD.kind, OLD.district, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
    PERFORM listing_counts_apply(NEW.kind, NEW.district, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listing_counts_on_change
AFTER INSERT OR DELETE OR UPDATE OF kind, district, published ON listings
FOR EACH ROW EXECUTE FUNCTION listing_counts_track();
--> statement-breakpoint
INSERT INTO listing_counts (kind, district, published)
SELECT kind, district, count(*) FROM listings WHERE published GROUP BY kind, district
ON CONFLICT (kind, district) DO UPDATE SET published = excluded.published;
