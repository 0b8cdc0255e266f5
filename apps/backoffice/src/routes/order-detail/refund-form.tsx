/** The refund form of an order; one idempotency key per intended refund. */
import { TextField } from '@clubshop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { fromMinor, parseAmountToMinor } from '../../app/money.ts';
import { FormSubmit } from '../../components/form-submit.tsx';

/**
 * The refund form; its idempotency key stays the same until a refund went through. What a refund
 * did is said by the page (`onRefunded`), not by this form: a full refund leaves nothing to refund,
 * and the form, with anything it showed, goes once the order is read again.
 */
export function RefundForm({
  id,
  currency,
  onRefunded,
}: {
  id: string;
  currency: string | undefined;
  /** Called with the sentence that says what was refunded. */
  onRefunded: (message: string) => void;
}) {
  const { t, formatMoney } = useT();
  const key = useRef(crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const refund = useMutation({
    mutationFn: (input: { amount?: number; reason?: string }) => admin.orders.refund(id, input, key.current),
    onSuccess: ({ data }) => {
      key.current = crypto.randomUUID();
      setAmount('');
      setReason('');
      onRefunded(t('Order.Refunded', { amount: formatMoney(fromMinor(data.amount), currency) }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = amount.trim() ? parseAmountToMinor(amount) : undefined;
    if (amount.trim() && minor === undefined) {
      setAmountError(t('Order.AmountInvalid'));
      return;
    }
    setAmountError(undefined);
    refund.mutate({
      ...(minor ? { amount: minor } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-heading">
      <h3 id="refund-heading">{t('Order.Refund')}</h3>
      <TextField
        label={t('Order.RefundAmount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
      />
      <TextField
        label={t('Order.RefundReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormSubmit sending={refund} label={t('Order.RefundSubmit')} />
    </form>
  );
}
