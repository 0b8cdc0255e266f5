/** Routes of the dev domain. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

/** The dev routes. */
export function devRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
