/** Routes of the catalog domain. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

/** The catalog routes. */
export function catalogRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
