/**
 * The shirt personalisation add-ons a product offers (a name, or a player from the squad list),
 * chosen among the club's add-ons and saved on their own with the ETag read
 * (`PUT …/products/{handle}/add-ons`): a form of its own beside the product's, since the API keeps
 * them apart. A stale save reads them again and says so; nothing is changed unseen. The choice is
 * checked before sending with the API's rule (`productAddOnsFormSchema`: at most 20 add-ons), its
 * error shown at the first chosen add-on, which takes the focus.
 */
import { type AdminAddOn, isStaleEditError } from '@clubshop/api-sdk/admin';
import { Alert, Button, Checkbox } from '@clubshop/ui-kit';
import { productAddOnsFormSchema } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { clubAddOnsQuery, productAddOnsQuery } from './product-queries.ts';

/** An add-on's name in `culture`, else in any culture it has. */
function nameOf(addOn: AdminAddOn, culture: string): string {
  return addOn.name[culture] ?? Object.values(addOn.name)[0] ?? addOn.id;
}

/** The add-ons product `handle` of site `storeId` offers, as checkboxes with their own save. */
export function ProductAddOns({
  storeId,
  handle,
  culture,
}: {
  storeId: string;
  handle: string;
  culture: string;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const clubAddOns = useQuery(clubAddOnsQuery(storeId));
  const offered = useQuery(productAddOnsQuery(storeId, handle));
  const [chosen, setChosen] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const { errors, formRef, check: schemaErrors, show: showErrors, clear: clearErrors } = useFieldErrors();
  useEffect(() => {
    if (offered.data) setChosen(offered.data.data.addOnIds);
  }, [offered.data]);
  const save = useMutation({
    mutationFn: (addOnIds: string[]) =>
      admin.addOns.setForProduct(storeId, handle, addOnIds, offered.data?.etag ?? ''),
    onSuccess: (answer) => {
      setStale(false);
      client.setQueryData(productAddOnsQuery(storeId, handle).queryKey, answer);
    },
    onError: (error) => {
      if (!isStaleEditError(error)) return;
      setStale(true);
      void offered.refetch();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(productAddOnsFormSchema, { addOnIds: chosen });
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(chosen);
  };
  const items = clubAddOns.data?.items ?? [];
  // The error of the whole choice is shown at (and focuses) the first chosen add-on.
  const firstChosen = items.find((addOn) => chosen.includes(addOn.id))?.id;
  return (
    <form ref={formRef} className="bo-card" aria-labelledby="product-add-ons" onSubmit={submit} noValidate>
      <h2 id="product-add-ons">{t('AddOns.Title')}</h2>
      <p className="bo-help">{t('AddOns.Help')}</p>
      {clubAddOns.isError ? <ErrorMessage error={clubAddOns.error} /> : null}
      {offered.isError ? <ErrorMessage error={offered.error} /> : null}
      {clubAddOns.isPending || offered.isPending ? <p>{t('App.Loading')}</p> : null}
      {clubAddOns.isSuccess && items.length === 0 ? <p>{t('AddOns.None')}</p> : null}
      {items.map((addOn) => (
        <Checkbox
          key={addOn.id}
          label={t(addOn.type === 'Player' ? 'AddOns.Player' : 'AddOns.Personal', {
            name: nameOf(addOn, culture),
            players: addOn.players.length,
          })}
          checked={chosen.includes(addOn.id)}
          error={addOn.id === firstChosen ? errors.addOnIds : undefined}
          disabled={!offered.data}
          onChange={(event) => {
            save.reset();
            clearErrors();
            const { checked } = event.target;
            setChosen((now) => (checked ? [...now, addOn.id] : now.filter((id) => id !== addOn.id)));
          }}
        />
      ))}
      {stale ? <Alert tone="warning">{t('AddOns.Stale')}</Alert> : null}
      {save.isError && !stale ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? <Alert tone="success">{t('AddOns.Saved')}</Alert> : null}
      {items.length > 0 ? (
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!offered.data}>
          {t('AddOns.Save')}
        </Button>
      ) : null}
    </form>
  );
}
