/** A shipping method's stored drop points: the list, one added by hand, one removed. */
import type { AdminShippingMethod } from '@clubshop/api-sdk/admin';
import { Alert, TextAreaField, TextField } from '@clubshop/ui-kit';
import { dropPointFormSchema, dropPointImportFormSchema, issueToFormError } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { admin } from '../../app/admin.ts';
import { useFieldErrors, useFieldErrorText } from '../../app/form-errors.ts';
import { bindFields } from '../../app/form-fields.ts';
import { useT } from '../../app/i18n.ts';
import { Card } from '../../components/card.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { dropPointsQuery } from './shipping-queries.ts';

/** A method's stored drop points: the list, removing one, adding one, and a JSON import. */
export function DropPoints(props: { method: AdminShippingMethod; mayChange: boolean; culture: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const { method } = props;
  const name = method.name[props.culture] ?? method.id;
  const points = useQuery(dropPointsQuery(method));
  const refresh = () => void client.invalidateQueries({ queryKey: dropPointsQuery(method).queryKey });
  const emptyPoint = {
    name: '',
    street: '',
    zipCode: '',
    city: '',
    country: method.country === '*' ? '' : method.country,
    openingHours: '',
  };
  const [point, setPoint] = useState(emptyPoint);
  const pointFields = useFieldErrors();
  const pointErrors = pointFields.errors;
  const pointField = bindFields(point, setPoint, pointErrors);
  const pointInput = () => ({
    ...point,
    openingHours: point.openingHours
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  });
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => admin.dropPoints.create(method.id, pointInput()),
    onSuccess: () => {
      setPoint(emptyPoint);
      setMessage(t('DropPoints.Added'));
      refresh();
    },
    onError: (error) => {
      pointFields.show(
        pointFields.fromApi(error, ['name', 'street', 'zipCode', 'city', 'country', 'hours'], {
          openingHours: 'hours',
        }),
      );
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => admin.dropPoints.remove(method.id, id),
    onSuccess: () => {
      setMessage(t('DropPoints.Removed'));
      refresh();
    },
  });
  const importAll = useMutation({
    mutationFn: (list: Parameters<typeof admin.dropPoints.import>[1]) =>
      admin.dropPoints.import(method.id, list),
    onSuccess: ({ data }) => {
      setJson('');
      setMessage(t('DropPoints.Imported', { count: data.imported }));
      refresh();
    },
  });
  const text = useFieldErrorText();
  const submitImport = (event: FormEvent) => {
    event.preventDefault();
    try {
      const list = JSON.parse(json) as unknown;
      if (!Array.isArray(list)) throw new Error('not a list');
      // The import's rules (each point's fields, at most 2000, ids once): the first error, with its line.
      const result = v.safeParse(dropPointImportFormSchema, list);
      if (!result.success) {
        const [issue] = result.issues;
        const path = v.getDotPath(issue);
        setJsonError(`${path ? `${path}: ` : ''}${text(issueToFormError(issue))}`);
        return;
      }
      setJsonError(undefined);
      importAll.mutate(list);
    } catch {
      setJsonError(t('DropPoints.JsonInvalid'));
    }
  };
  return (
    <Card id="drop-points" title={t('DropPoints.Title', { name })}>
      {points.isError ? <ErrorMessage error={points.error} /> : null}
      {message ? <Alert tone="success">{message}</Alert> : null}
      {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      {points.data && points.data.items.length === 0 ? <p>{t('DropPoints.None')}</p> : null}
      {points.data && points.data.items.length > 0 ? (
        <DataTable
          caption={t('DropPoints.Title', { name })}
          rows={points.data.items}
          rowKey={(stored) => stored.id}
          columns={[
            { id: 'name', header: t('DropPoints.Name'), cell: (stored) => stored.name },
            {
              id: 'address',
              header: t('DropPoints.Address'),
              cell: (stored) => `${stored.street}, ${stored.zipCode} ${stored.city}, ${stored.country}`,
            },
            { id: 'hours', header: t('DropPoints.Hours'), cell: (stored) => stored.openingHours.join('; ') },
            ...(props.mayChange
              ? [
                  {
                    id: 'actions',
                    header: t('Voucher.Actions'),
                    labelled: false,
                    cell: (stored: (typeof points.data.items)[number]) => (
                      <RowActions
                        actions={[
                          {
                            label: t('DropPoints.Remove'),
                            name: t('DropPoints.RemoveOne', { name: stored.name }),
                            onClick: () => remove.mutate(stored.id),
                          },
                        ]}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {props.mayChange ? (
        <>
          <form
            ref={pointFields.formRef}
            onSubmit={(event) => {
              event.preventDefault();
              const found = pointFields.check(dropPointFormSchema, pointInput(), { openingHours: 'hours' });
              pointFields.show(found);
              if (Object.keys(found).length === 0) add.mutate();
            }}
            noValidate
            aria-labelledby="add-drop-point"
          >
            <h3 id="add-drop-point">{t('DropPoints.Add')}</h3>
            {(['name', 'street', 'zipCode', 'city', 'country'] as const).map((key) => (
              <TextField
                key={key}
                id={`drop-point-${key}`}
                label={t(`DropPoints.Field.${key}`)}
                required
                {...pointField(key)}
              />
            ))}
            <TextAreaField
              id="drop-point-hours"
              label={t('DropPoints.Hours')}
              description={t('DropPoints.HoursHelp')}
              {...pointField('openingHours')}
              error={pointErrors.hours}
            />
            <FormSubmit sending={add} label={t('DropPoints.Add')} fieldErrors={pointErrors} />
          </form>
          <form onSubmit={submitImport} noValidate aria-labelledby="import-drop-points">
            <h3 id="import-drop-points">{t('DropPoints.Import')}</h3>
            <TextAreaField
              id="drop-points-json"
              label={t('DropPoints.Json')}
              description={t('DropPoints.JsonHelp')}
              value={json}
              error={jsonError}
              onChange={(event) => setJson(event.target.value)}
            />
            <FormSubmit sending={importAll} label={t('DropPoints.Import')} variant="secondary" />
          </form>
        </>
      ) : null}
    </Card>
  );
}
