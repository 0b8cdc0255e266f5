/**
 * A site's VAT rates (issue 40 item 5, decision 0105): `GET /sites/{storeId}/vat-rates` lists the
 * rate of each country the site has one for; `PUT /sites/{storeId}/vat-rates/{country}` with
 * `{ ratePercent }` sets one (audited). Orders keep the rate they were placed with: a change here
 * leaves them be.
 */
import { vatCountryPattern, vatRateFormSchema } from '@clubshop/validation';
import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../shared/api-error.ts';
import { setVatRate, vatRateOf, vatRatesOfSite } from '../sites/vat-rates.ts';
import { recordAudit } from '../staff/audit.ts';
import { readAdminBody } from './admin-body.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listVatRates: { method: 'GET', path: '/sites/:storeId/vat-rates', area: 'settings', site: 'path' },
  setVatRate: {
    method: 'PUT',
    path: '/sites/:storeId/vat-rates/:country',
    area: 'settings',
    site: 'path',
    body: vatRateFormSchema,
  },
});

/** The routes of a site's VAT rates. */
export function vatRateRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);
  const shown = async (storeId: string) => ({ storeId, rates: await vatRatesOfSite(db, storeId) });

  route(declared.listVatRates, async (c, { site }) => c.json(await shown(site.storeId)));

  route(declared.setVatRate, async (c, { actor, site }) => {
    const country = c.req.param('country');
    if (!vatCountryPattern.test(country)) {
      throw new ApiError(400, [
        {
          message: 'country must be a two-letter country code such as DK',
          field: 'country',
          code: 'Admin.Error.Invalid',
        },
      ]);
    }
    const { ratePercent } = await readAdminBody(c, vatRateFormSchema);
    const before = await vatRateOf(db, site.storeId, country);
    await db.transaction(async (tx) => {
      await setVatRate(tx, site.storeId, country, ratePercent);
      await recordAudit(tx, actor, clock.now(), {
        action: 'vat-rate.set',
        entity: 'vat-rate',
        entityId: `${site.storeId}:${country.toUpperCase()}`,
        storeId: site.storeId,
        before: before === undefined ? null : { ratePercent: before / 100 },
        after: { ratePercent },
      });
    });
    return c.json(await shown(site.storeId));
  });

  return app;
}
