import { apiOrigin } from '../config.ts';

/** An image or media URL from the API: absolute URLs stay, API-relative ones get the API origin. */
export function apiAssetUrl(url: string, origin: string = apiOrigin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
