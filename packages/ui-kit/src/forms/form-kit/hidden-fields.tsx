/**
 * The hidden inputs a native form posts beside its fields (the server action's name, a token
 * from the page's URL): one `<input type="hidden">` per entry of `fields`.
 */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> | undefined }) {
  if (!fields) return null;
  return Object.entries(fields).map(([field, value]) => (
    <input key={field} type="hidden" name={field} value={value} />
  ));
}
