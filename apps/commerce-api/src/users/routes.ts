/** Routes of the users domain. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';

/** The users routes. */
export function usersRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
