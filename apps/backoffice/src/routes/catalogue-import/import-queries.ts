/** The catalogue import's mutation: a file sent to `POST /sites/{storeId}/import/catalogue`. */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import type { QueryClient } from '@tanstack/react-query';
import { admin } from '../../app/admin.ts';

/** What one import call sends: the site, the file chosen, and whether it is the dry run. */
export interface ImportCall {
  storeId: string;
  file: File;
  dryRun: boolean;
}

/**
 * The mutation of an import (keyed `catalogueImports.all`): a dry run first, then the real one.
 * A real import that wrote refreshes every product and category query.
 */
export function importMutation(client: QueryClient) {
  return {
    mutationKey: adminQueryKeys.catalogueImports.all,
    mutationFn: ({ storeId, file, dryRun }: ImportCall) =>
      admin.catalogue.import(storeId, file, { dryRun, fileName: file.name }),
    onSuccess: async (report: { written: boolean }) => {
      if (!report.written) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: adminQueryKeys.products.all }),
        client.invalidateQueries({ queryKey: adminQueryKeys.categories.all }),
      ]);
    },
  };
}
