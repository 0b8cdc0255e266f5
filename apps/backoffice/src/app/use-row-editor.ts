/**
 * A list screen's editor: the row it edits (or `'new'`), and the notice of the last change, which
 * closes the editor and refreshes the list.
 */
import { useState } from 'react';

/** `editing` and its setter; `finished(message)` closes the editor, shows `message` and calls `refresh`. */
export function useRowEditor<TRow>(refresh: () => void) {
  const [editing, setEditing] = useState<TRow | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const finished = (message: string) => {
    setEditing(undefined);
    setDone(message);
    refresh();
  };
  return { editing, setEditing, done, setDone, finished, cancel: () => setEditing(undefined) };
}
