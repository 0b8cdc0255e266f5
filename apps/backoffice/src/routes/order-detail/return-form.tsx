/** The return form of an order: which lines came back and how many; one idempotency key per return. */
import type { AdminOrder } from '@clubshop/api-sdk/admin';
import { TextField } from '@clubshop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor } from '../../app/money.ts';
import { FormSubmit } from '../../components/form-submit.tsx';

/**
 * Records a return: for each line, how many came back (at most what was bought and not returned
 * yet), and why. The API puts them back in stock, refunds their worth and mails the shopper. The
 * key stays the same until a return went through, so a double click or a retry returns once.
 * What it did is said by the page (`onReturned`).
 */
export function ReturnForm({
  order,
  onReturned,
}: {
  order: AdminOrder;
  /** Called with the sentence that says what was returned and refunded. */
  onReturned: (message: string) => void;
}) {
  const { t, formatMoney } = useT();
  const key = useRef(crypto.randomUUID());
  const returnedOf = new Map((order.fulfilment ?? []).map((line) => [line.lineId, line.returned ?? 0]));
  const lines = order.lines
    .map((line) => ({ line, left: line.quantity - (returnedOf.get(line.id) ?? 0) }))
    .filter(({ left }) => left > 0);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currency = order.total.currency;
  const record = useMutation({
    mutationFn: (input: { lines: Array<{ lineId: string; quantity: number }>; reason?: string }) =>
      admin.orders.recordReturn(order.id, input, key.current),
    onSuccess: ({ data }) => {
      key.current = crypto.randomUUID();
      setCounts({});
      setReason('');
      const quantity = data.lines.reduce((sum, line) => sum + line.quantity, 0);
      onReturned(t('Order.Returned', { quantity, amount: formatMoney(fromMinor(data.amount), currency) }));
    },
  });
  if (lines.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const chosen: Array<{ lineId: string; quantity: number }> = [];
    for (const { line, left } of lines) {
      const text = (counts[line.id] ?? '').trim();
      if (!text || text === '0') continue;
      const quantity = Number(text);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > left) {
        next[line.id] = t('Order.ReturnQuantityInvalid', { left });
        continue;
      }
      chosen.push({ lineId: line.id, quantity });
    }
    if (Object.keys(next).length === 0 && chosen.length === 0) next.form = t('Order.ReturnNothingChosen');
    setErrors(next);
    if (Object.keys(next).length > 0 || record.isPending) return;
    record.mutate({ lines: chosen, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="return-heading">
      <h3 id="return-heading">{t('Order.Return')}</h3>
      <p>{t('Order.ReturnIntro')}</p>
      {lines.map(({ line, left }) => (
        <TextField
          key={line.id}
          label={t('Order.ReturnLine', {
            name: [line.name, ...line.properties.map((property) => property.value)].join(', '),
            left,
          })}
          name={`return-${line.id}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={left}
          step={1}
          value={counts[line.id] ?? ''}
          onChange={(event) => setCounts({ ...counts, [line.id]: event.target.value })}
          error={errors[line.id]}
        />
      ))}
      <TextField
        label={t('Order.ReturnReason')}
        name="returnReason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.form ? (
        <p className="bo-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <FormSubmit sending={record} label={t('Order.ReturnSubmit')} />
    </form>
  );
}
