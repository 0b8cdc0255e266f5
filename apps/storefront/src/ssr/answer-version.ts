import { createHash } from 'node:crypto';

// One hash per answer object: the shared answers hand every request the same object for a while.
const versions = new WeakMap<object, string>();

/**
 * The version of an API answer sent apart from the pages (the translations, the site's settings):
 * a hash of its content (URL-safe, 16 characters), put into the URL the browser loads it from, so
 * that URL can be cached for a year and a new answer gets a new URL.
 */
export function answerVersion(answer: object): string {
  let version = versions.get(answer);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 16);
    versions.set(answer, version);
  }
  return version;
}
