/** Routes of the content domain. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

/** The content routes. */
export function contentRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
