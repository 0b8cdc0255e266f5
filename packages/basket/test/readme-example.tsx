// The README's example, compiled by `typecheck` so it stays true.
import {
  useAddToBasket,
  useBasket,
  useBasketLoaded,
  useBasketSummary,
  useUpdateBasketLines,
} from '@clubshop/basket';

export function BasketBadge() {
  const loaded = useBasketLoaded();
  const summary = useBasketSummary();
  const add = useAddToBasket();
  const busy = !loaded || add.isPending;
  return <a href="/cart/">{busy ? '…' : summary.data?.quantity}</a>;
}

export function AddToBasket({ variantId }: { variantId: string }) {
  const add = useAddToBasket();
  return (
    <>
      <button type="button" onClick={() => add.mutate({ productId: variantId, quantity: 1 })}>
        Add to basket
      </button>
      {add.error && <p role="alert">{add.error.message}</p>}
    </>
  );
}

export function BasketPage() {
  const { data } = useBasket();
  const update = useUpdateBasketLines();
  return (
    <ul>
      {data?.basket.lines.map((line) => (
        <li key={line.id}>
          {line.name} × {line.quantity}
          <button type="button" onClick={() => update.mutate([{ id: line.id, quantity: 0 }])}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
