import type { BasketLinePayload } from '@clubshop/api-sdk';
import { basketDataOrThrow, changeBasket, readBasketToken } from '@clubshop/basket';
import { type FormRules, validateForm } from '@clubshop/validation';
import { contentQuery } from '../../content/content-query.ts';
import { paths } from '../../routing/paths.ts';
import { serverPlatform } from '../server-platform.ts';
import { checkFields, type FormAction, postedFields, refused } from './form-action.ts';
import { voucherFormAction } from './voucher-action.ts';

/** A line quantity the shop accepts (docs/product/requirements.md: 0 removes, at most 99). */
const quantityRule = ['required', 'numeric', ['min_value', { min: 0 }], ['max_value', { max: 99 }]] as const;
const quantityRules: FormRules<{ quantity: string }> = { quantity: quantityRule };
const addRules: FormRules<{ variant: string; quantity: string }> = {
  variant: ['required'],
  quantity: quantityRule,
};

/**
 * Add to basket (a product page): the chosen size's variant (`variant`), one piece, and the
 * print (`addon` with `name`/`number`, or `player` from the squad) when one is chosen. The
 * basket is the visitor's (created first when they have none; its token cookie written by
 * @clubshop/basket). 303 back to the product page, which says the line was added; a refusal
 * (out of stock, a name the print rules refuse) renders the page again with the choice kept.
 */
export const addToBasketAction: FormAction = async ({ form, url, client, queryClient, store, logger }) => {
  const values = postedFields(form, ['variant', 'quantity', 'addon', 'player', 'name', 'number']);
  const invalid = checkFields('basket.add', values, addRules, [
    'variant',
    'addon',
    'player',
    'name',
    'number',
  ]);
  if (invalid) return invalid;
  const line: BasketLinePayload = {
    productId: values.variant,
    quantity: Math.max(1, Number(values.quantity)),
  };
  if (values.addon) {
    // The print's kind and squad come from the product the page shows (the same answer the page renders from).
    const content = await queryClient.fetchQuery(
      contentQuery(client, url.pathname, serverPlatform.sanitizeHtml),
    );
    const route = content.route;
    const addOn =
      route?.template === 'productPage'
        ? route.product?.addOns.find((a) => a.id === values.addon)
        : undefined;
    if (!addOn) return { kind: 'render', status: 400, result: { action: 'basket.add', ok: false, values } };
    const player = addOn.players?.find(
      (candidate) => `${candidate.number}-${candidate.name}` === values.player,
    );
    const print = addOn.players
      ? { type: addOn.type, name: player?.name ?? '', ...(player ? { number: player.number } : {}) }
      : {
          type: addOn.type,
          name: values.name.trim(),
          ...(addOn.type === 'Player' && values.number !== '' ? { number: Number(values.number) } : {}),
        };
    line.addOnAndProductRelationId = addOn.id;
    line.addOns = [print];
  }
  try {
    await changeBasket({ client, queryClient, store }, async (token) =>
      basketDataOrThrow(await client.basket.add(token, line)),
    );
  } catch (error) {
    return refused('basket.add', error, values, logger);
  }
  return { kind: 'redirect', to: url.pathname, flash: { action: 'basket.add', ok: true } };
};

/**
 * A basket line's quantity (/cart/): `line` and the quantity a −, + or Remove button set
 * (`step`, Remove is 0) or the one typed (`quantity`); 0 removes the line. 303 back to the basket.
 */
export const basketLineAction: FormAction = async ({ form, client, queryClient, store, logger }) => {
  const line = form.get('line') ?? '';
  const quantity = { quantity: form.get('step') ?? form.get('quantity') ?? '' };
  const errors = validateForm(quantity, quantityRules);
  if (!line || Object.keys(errors).length > 0) {
    return { kind: 'render', status: 400, result: { action: 'basket.line', ok: false, fieldErrors: errors } };
  }
  const token = readBasketToken(store);
  // No basket (its cookie gone): nothing to change; the basket page shows it empty.
  if (!token) return { kind: 'redirect', to: paths.cart };
  try {
    await changeBasket({ client, queryClient, store }, async (current) =>
      basketDataOrThrow(
        await client.basket.updateLines(current, [
          { id: line, quantity: Math.trunc(Number(quantity.quantity)) },
        ]),
      ),
    );
  } catch (error) {
    return refused('basket.line', error, {}, logger);
  }
  return { kind: 'redirect', to: paths.cart };
};

/** The basket page's voucher form (/cart/): see {@link voucherFormAction}. */
export const voucherAction = voucherFormAction({
  returnTo: paths.cart,
  added: 'voucher.add',
  removed: 'voucher.remove',
});
