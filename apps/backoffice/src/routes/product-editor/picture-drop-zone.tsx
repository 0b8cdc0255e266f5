/**
 * Where a picture can be dropped as well as chosen: a file dragged onto the zone goes into its
 * file field, exactly as if it had been chosen there, so the upload that follows (and its text
 * alternative) is the same whichever way the file came. The field itself stays the way for the
 * keyboard and for browsers without drag and drop.
 */
import { type DragEvent, type ReactNode, type RefObject, useState } from 'react';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** A drop zone around `file`'s field; `onDropped` is told the name of a file dropped into it. */
export function PictureDropZone({
  file,
  onDropped,
  children,
}: {
  file: RefObject<HTMLInputElement | null>;
  onDropped: (name: string) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping only adds to the file field inside, which is the way for the keyboard and assistive technology
    <div
      className="cs-field bo-drop-zone"
      data-over={over ? 'true' : undefined}
      onDragEnter={(event) => {
        if (carriesFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        // Without this the browser opens the dropped file instead of giving it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const dropped = [...event.dataTransfer.files].find((candidate) =>
          acceptedTypes.includes(candidate.type),
        );
        if (!dropped || !file.current) return;
        const transfer = new DataTransfer();
        transfer.items.add(dropped);
        file.current.files = transfer.files;
        onDropped(dropped.name);
      }}
    >
      {children}
    </div>
  );
}
