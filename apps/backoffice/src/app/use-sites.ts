/** The sites the member works on, and the one chosen on a screen (the first by default). */
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from './admin.ts';
import { useAccess } from './member-access.ts';

/** The member's sites. */
export function useSites() {
  return useQuery({
    queryKey: adminQueryKeys.sites.lists(),
    queryFn: () => admin.sites.list(),
    staleTime: 5 * 60_000,
  });
}

/** The sites, and the chosen store id with its setter. */
export function useChosenSite() {
  const sites = useSites();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const storeId = chosen ?? sites.data?.items[0]?.storeId;
  return { sites, storeId, setStoreId: setChosen };
}

/**
 * A screen that works on one chosen site and may change what every site shares: the chosen site,
 * its currency, and whether the member covers every site (decision 0049).
 */
export function useSiteScope() {
  const access = useAccess();
  const chosen = useChosenSite();
  const site = chosen.sites.data?.items.find((candidate) => candidate.storeId === chosen.storeId);
  return { ...chosen, site, currency: site?.currency ?? 'EUR', allSites: access?.sites === 'all' };
}
