-- The sort key of a software version (ADR 0051): numeric segments compared as numbers
-- ("10.0" after "9.9", "120.0.6099.109" after "120.0.6099.71"), missing segments as 0
-- ("1.2" = "1.2.0", "23.01" = "23.1"), a Debian epoch first ("1:2.0" after "9.0", none is 0),
-- a leading "v" and a parenthesised build ("14.2.1 (23C71)") left out, pre-release words before
-- the release ("121.0b9" < "121.0rc1" < "121.0"), other letters after it ("1.1.1" < "1.1.1w").
-- Each numeric segment is '*', a character giving its digit count (after leading zeros) and
-- its digits; a pre-release word is '!' and the word, another word '%' and the word; '#' ends
-- the key. Compared with collation "C": '!' < '#' < '%' < '*' < letters. Zero segments are
-- held back and dropped at the end (and before a pre-release word). Immutable, so a generated
-- column stores it and the filter's own version is keyed by the same function.
CREATE OR REPLACE FUNCTION version_sort_key(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  cleaned text := regexp_replace(regexp_replace(lower(left(value, 200)), '\s*\(.*$', ''), '^\s*v(?=[0-9])', '');
  tokens text[];
  token text;
  digits text;
  key text := '';
  zeros text := '';
BEGIN
  IF cleaned !~ '^\s*[0-9]+:' THEN
    cleaned := '0:' || cleaned;
  END IF;
  tokens := ARRAY(SELECT m[1] FROM regexp_matches(cleaned, '([0-9]+|[a-z]+)', 'g') AS m);
  FOR i IN 1 .. coalesce(array_length(tokens, 1), 0) LOOP
    token := tokens[i];
    IF token < 'a' COLLATE "C" THEN
      digits := left(ltrim(token, '0'), 62);
      IF digits = '' THEN
        zeros := zeros || '*@';
      ELSE
        key := key || zeros || '*' || chr(64 + length(digits)) || digits;
        zeros := '';
      END IF;
    ELSIF token IN ('alpha', 'beta', 'rc', 'pre', 'preview', 'dev', 'snapshot', 'nightly', 'canary')
      OR (token IN ('a', 'b') AND tokens[i + 1] < 'a' COLLATE "C") THEN
      key := key || '!' || token;
      zeros := '';
    ELSE
      key := key || zeros || '%' || token;
      zeros := '';
    END IF;
  END LOOP;
  RETURN key || '#';
END
$$;--> statement-breakpoint
DROP INDEX "device_software_name_search_idx";--> statement-breakpoint
ALTER TABLE "device_software" ADD COLUMN "version_key" text COLLATE "C" GENERATED ALWAYS AS (version_sort_key(version)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "device_software_tenant_name_key_idx" ON "device_software" USING btree ("tenant_id","name","version_key","device_id");--> statement-breakpoint
CREATE INDEX "device_software_name_trgm_idx" ON "device_software" USING gin ("name" gin_trgm_ops);
