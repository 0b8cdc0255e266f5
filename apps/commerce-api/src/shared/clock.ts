/**
 * The clock the app reads time from: the wall clock in production, a movable one in tests. Its
 * own module so that the layers below the app's wiring (login throttling) can take one without
 * importing the wiring (`app-env.ts` re-exports it).
 */

/** Where the app reads the time. */
export interface Clock {
  now: () => Date;
  /**
   * The time of the rules every instance of the API shares through the database (login
   * throttling), for tests only. Absent in production: those rules read the database's clock
   * (`statement_timestamp()`), never `now()`, so an instance whose clock runs fast cannot lock
   * accounts out for every instance (issue 43). Tests set it to their movable time.
   */
  sharedNow?: () => Date;
}
