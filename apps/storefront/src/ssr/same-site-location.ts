/**
 * The trailing-slash redirect of `pathname` (see `trailingSlashRedirect`), kept on the site: the
 * leading slashes of `//evil.example` collapse to one, so it is `/evil.example/`, a path of ours.
 */
export function sameSiteSlashed(slashed: string, search: string): string {
  return `/${slashed.replace(/^[/\\]+/, '')}${search}`;
}
