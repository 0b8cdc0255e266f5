-- Search words: punctuation splits words ('26/27' -> 26, 27; 'T-Shirt' -> t, shirt) the way a
-- shopper's search term is split, so every word of a product name can be searched for; category
-- names follow in path order. The same expression as refreshStoreVariants (store-variants.ts).
UPDATE "store_variants" AS sv SET "search_vector" = to_tsvector('simple', regexp_replace(
  (p.name ->> s.culture) || ' ' || (v.color_name ->> s.culture) || ' ' ||
  coalesce((SELECT string_agg(a.name, ' ' ORDER BY a.key) FROM categories a
    WHERE a.store_id = s.store_id AND a.key <> '' AND (p.category_key = a.key OR p.category_key LIKE a.key || '/%')), ''),
  '[[:punct:]]+', ' ', 'g'))
FROM "sites" AS s, "products" AS p, "variants" AS v
WHERE s.store_id = sv.store_id AND p.id = sv.product_id AND v.id = sv.variant_id;
