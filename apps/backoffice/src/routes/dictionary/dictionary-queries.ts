/** The dictionary screen's data: a culture's dictionary, its missing and untranslated keys. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { queryOptions } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** `GET /dictionary/{culture}`. */
export const dictionaryQuery = (culture: string) =>
  queryOptions({
    queryKey: adminQueryKeys.dictionary.detail(culture),
    queryFn: () => admin.dictionary.get(culture),
  });
