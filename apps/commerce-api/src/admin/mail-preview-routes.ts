/**
 * `GET /admin/api/sites/{storeId}/mail-preview?kind=order|shipped|refund|cancel|return[&culture=de]`:
 * a sample of a mail about an order as the shopper would get it from this site (issue 40 item 6),
 * `{ kind, culture, subject, text, html }`, rendered by the same functions as the real mails
 * from a made-up order (nothing is read but the site, its club's name and the dictionary, nothing
 * is written or sent). The culture defaults to the site's.
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readQuery } from '../http/parse.ts';
import { siteTexts } from '../messages/site-texts.ts';
import {
  mailClubName,
  refundMail,
  returnMail,
  shippedMail,
  statusChangeMail,
} from '../orders/status-mail.ts';
import { confirmationMail } from '../payment/order-service.ts';
import type { OrderRow } from '../payment/order-view.ts';
import { orderVat, standardVatRates } from '../sites/vat-rates.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

/** The mails that can be previewed. */
export const previewMailKinds = ['order', 'shipped', 'refund', 'cancel', 'return'] as const;

/** The query of the preview: which mail, in which culture. */
export const mailPreviewQuerySchema = v.object({
  kind: v.picklist(previewMailKinds, `kind must be one of ${previewMailKinds.join(', ')}`),
  culture: v.optional(
    v.pipe(
      v.string('culture must be text'),
      v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'culture must be a culture such as de or de-DE'),
    ),
  ),
});

const declared = declareAdminRoutes({
  previewMail: {
    method: 'GET',
    path: '/sites/:storeId/mail-preview',
    area: 'orders',
    site: 'path',
    query: mailPreviewQuerySchema,
  },
});

/** A made-up order of the site, in `culture`: two lines, shipping, a drop point. */
function sampleOrder(
  site: { storeId: string; currency: string; country: string },
  culture: string,
): OrderRow {
  return {
    id: 'sample',
    orderNumber: 'CS-10000001',
    basketToken: 'sample',
    storeId: site.storeId,
    userId: null,
    status: 'Confirmed',
    currency: site.currency,
    culture,
    subTotal: 7990,
    discountTotal: 0,
    shippingTotal: 495,
    total: 8485,
    // The site country's standard VAT rate (decision 0105), so the preview shows the VAT line.
    ...orderVat(8485, standardVatRates[site.country]),
    quantity: 2,
    billingAddress: {
      email: 'shopper@example.com',
      firstName: 'Alex',
      lastName: 'Sample',
      country: site.country,
    },
    shippingAddress: null,
    shippingMethodId: 'sample',
    shippingMethodName: 'Parcel shop',
    dropPoint: {
      id: 'sample',
      name: 'Corner Shop',
      street: 'High Street 1',
      zipCode: '1000',
      city: 'Town',
      country: site.country,
      openingHours: [],
    },
    paymentMethodId: 'card',
    paymentMethodName: 'Card',
    comment: null,
    vouchers: [],
    createdAt: new Date(0),
  };
}

/** The preview route. */
export function mailPreviewRoutes(deps: AppDeps) {
  const { app, route } = adminModule(deps);
  route(declared.previewMail, async (c, { site }) => {
    const query = await readQuery(c, mailPreviewQuerySchema);
    const culture = query.culture ?? site.culture;
    const t = await siteTexts({ db: deps.db, caches: deps.caches }, culture);
    const clubName = await mailClubName(deps.db, site.storeId);
    const order = sampleOrder(site, culture);
    const shirt = {
      name: 'Home shirt',
      color: 'Blue',
      size: 'm',
      quantity: 1,
      unitPrice: 4995,
      unitDiscount: 0,
    };
    const shorts = {
      name: 'Training shorts',
      color: 'Black',
      size: 'l',
      quantity: 1,
      unitPrice: 2995,
      unitDiscount: 0,
    };
    const mail =
      query.kind === 'order'
        ? confirmationMail(order, [shirt, shorts], t, clubName)
        : query.kind === 'shipped'
          ? shippedMail(
              order,
              {
                carrier: 'PostNord',
                trackingNumber: '00370712345678901',
                trackingUrl: 'https://tracking.postnord.com/?id=00370712345678901',
              },
              t,
              clubName,
            )
          : query.kind === 'refund'
            ? refundMail(order, 2995, t, clubName)
            : query.kind === 'cancel'
              ? statusChangeMail(order, 'Cancelled', t, order.total, clubName)
              : returnMail(order, [shorts], 2995, t, clubName);
    return c.json({
      kind: query.kind,
      culture,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    });
  });
  return app;
}
