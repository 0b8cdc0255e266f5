import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApi } from '../testing/commerce-test-api';
import { openForFile } from '../testing/open-for-file.ts';

const api = openForFile(() => createCommerceTestApi());

describe('generated club pictures', () => {
  it("draw a club's logo and banner from its sites' settings, not from the demo seed", async () => {
    // Another look for the club, written as an admin would: into the settings documents.
    await api.database.db.execute(sql`
      update sites set settings = jsonb_set(
        jsonb_set(settings, '{theming,primaryColor}', '"#123456"'),
        '{footer,image,title}', '"New Ground"')
      where club_id = 'harbour'`);
    const logo = await api.fetch('/media/logo/harbour.svg');
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('#123456');
    const banner = await (await api.fetch('/media/banner/harbour/hero.svg')).text();
    expect(banner).toContain('#123456');
    expect(banner).toContain('New Ground');
  });

  it('answer 404 for a club that does not exist or an id that is not one', async () => {
    expect((await api.fetch('/media/logo/nowhere.svg')).status).toBe(404);
    expect((await api.fetch('/media/logo/NOT%20A%20CLUB.svg')).status).toBe(404);
    expect((await api.fetch('/media/banner/nowhere/hero.svg')).status).toBe(404);
  });
});
