export { sameSiteRedirect } from './same-site-redirect.ts';
