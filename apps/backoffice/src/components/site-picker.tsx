/** The site a screen works on, as a labelled native select. */
import type { AdminSite } from '@clubshop/api-sdk/admin';
import { Select } from '@clubshop/ui-kit';
import { useT } from '../app/i18n.ts';

/** A site's label: its store id and host. */
export function siteLabel(site: AdminSite): string {
  return site.hostName ? `${site.storeId} (${site.hostName})` : site.storeId;
}

/** Chooses among the member's sites. */
export function SitePicker(props: {
  sites: readonly AdminSite[];
  value: string | undefined;
  onChange: (storeId: string) => void;
}) {
  const { t } = useT();
  return (
    <Select
      label={t('App.Site')}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      options={props.sites.map((site) => ({ value: site.storeId, label: siteLabel(site) }))}
    />
  );
}
