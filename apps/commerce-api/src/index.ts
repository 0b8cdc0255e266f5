/** @packageDocumentation The ClubShop reference commerce API: app factory, database and seed. */

export { createApp } from './app.ts';
export type {
  AppConfig,
  AppDeps,
  AppEnv,
  AuthUser,
  Clock,
  Mailer,
  OutgoingMail,
  SiteContext,
} from './app-env.ts';
export { defaultConfig, systemClock } from './app-env.ts';
export type { Database, DatabaseOptions, Db } from './db/database.ts';
export { openDatabase, queryRows } from './db/database.ts';
export { migrateDatabase } from './db/migrate.ts';
export { createAppDeps } from './deps.ts';
