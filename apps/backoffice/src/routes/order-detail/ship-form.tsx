/** The shipment form of an order: carrier, tracking number, tracking page; one idempotency key per parcel. */
import { TextField } from '@clubshop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { FormSubmit } from '../../components/form-submit.tsx';

/**
 * Marks what is left of an order shipped (all lines not shipped yet) with a carrier and tracking
 * number; the API mails the shopper the tracking link. The key stays the same until a shipment
 * went through, so a double click or a retry ships once. What it did is said by the page
 * (`onShipped`).
 */
export function ShipForm({ id, onShipped }: { id: string; onShipped: (message: string) => void }) {
  const { t } = useT();
  const key = useRef(crypto.randomUUID());
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const ship = useMutation({
    mutationFn: () =>
      admin.orders.ship(
        id,
        {
          carrier: carrier.trim(),
          trackingNumber: trackingNumber.trim(),
          ...(trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
        },
        key.current,
      ),
    onSuccess: ({ data }) => {
      key.current = crypto.randomUUID();
      setCarrier('');
      setTrackingNumber('');
      setTrackingUrl('');
      onShipped(t('Order.Shipped', { carrier: data.carrier, number: data.trackingNumber }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(carrier.trim() ? {} : { carrier: t('Order.CarrierRequired') }),
      ...(trackingNumber.trim() ? {} : { trackingNumber: t('Order.TrackingRequired') }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0 || ship.isPending) return;
    ship.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-heading">
      <h3 id="ship-heading">{t('Order.Ship')}</h3>
      <TextField
        label={t('Order.Carrier')}
        name="carrier"
        list="bo-carriers"
        autoComplete="off"
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
        error={errors.carrier}
      />
      <datalist id="bo-carriers">
        {[
          'PostNord',
          'GLS',
          'DAO',
          'Bring',
          'DHL',
          'UPS',
          'DPD',
          'Royal Mail',
          'Deutsche Post',
          'Hermes',
        ].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label={t('Order.TrackingNumber')}
        name="trackingNumber"
        autoComplete="off"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={errors.trackingNumber}
      />
      <TextField
        label={t('Order.TrackingUrl')}
        name="trackingUrl"
        type="url"
        inputMode="url"
        value={trackingUrl}
        onChange={(event) => setTrackingUrl(event.target.value)}
      />
      <FormSubmit sending={ship} label={t('Order.ShipSubmit')} />
    </form>
  );
}
