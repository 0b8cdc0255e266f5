/**
 * Development-only routes (mounted unless NODE_ENV=production): seeded sites and stored mails,
 * for callers on this machine that call the API directly (http/direct-callers-only.ts).
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { mails } from '../db/tables/users.ts';
import { directCallersOnly } from '../http/direct-callers-only.ts';
import { readQuery } from '../http/parse.ts';
import { listSites } from './sites.ts';

const mailsQuerySchema = v.object({
  to: v.pipe(
    v.string('to must be a string'),
    v.trim(),
    v.nonEmpty('to is required'),
    v.email('to must be an email address'),
  ),
});

/** The `/api/dev` routes. */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', directCallersOnly());
  app.get('/sites', async (c) => {
    const port = Number(c.req.query('port') ?? 5173);
    return c.json(
      await listSites(deps.db, {
        storefrontPort: Number.isInteger(port) && port > 0 ? port : 5173,
        storefrontOrigins: deps.config.storefrontOrigins,
      }),
    );
  });
  app.get('/mails', async (c) => {
    const { to } = await readQuery(c, mailsQuerySchema);
    // Mails go out after the answers that cause them: wait for those still being sent.
    await deps.background.idle();
    const rows = await deps.db
      .select({
        to: mails.to,
        subject: mails.subject,
        text: mails.text,
        html: mails.html,
        links: mails.links,
        createdAt: mails.createdAt,
      })
      .from(mails)
      .where(eq(mails.to, to.toLowerCase()))
      .orderBy(desc(mails.id));
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });
  return app;
}
