/**
 * The token of the newest link in mail text that a hook gave back: the first URL whose path
 * contains `pathWord` (`confirm`, `reset`) and that has a `token` query parameter; else the
 * first URL with a `token` parameter.
 *
 * @example
 * tokenFromMail('Confirm: https://shop.example/confirm-email/?token=abc', 'confirm'); // 'abc'
 */
export function tokenFromMail(text: string, pathWord: string): string | undefined {
  const tokens: Array<{ path: string; token: string }> = [];
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)) {
    try {
      const url = new URL(match[0]);
      const token = url.searchParams.get('token');
      if (token) tokens.push({ path: url.pathname, token });
    } catch {
      // Not a URL after all.
    }
  }
  return (tokens.find((candidate) => candidate.path.includes(pathWord)) ?? tokens[0])?.token;
}
