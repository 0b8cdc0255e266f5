/** A product's pictures: each with its text, its focal point, and an upload (dropped or chosen). */
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PictureDropZone } from './picture-drop-zone.tsx';
import { PictureFocalPoint } from './picture-focal-point.tsx';
import { fieldIds, type ProductDraft } from './product-draft.ts';

/** The product's pictures: each with its text alternative, moved up or removed; an upload adds one. */
export function Pictures({
  storeId,
  draft,
  change,
}: {
  storeId: string;
  draft: ProductDraft;
  change: (update: (next: ProductDraft) => void) => void;
}) {
  const { t } = useT();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [uploaded, setUploaded] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: (chosen: File) => admin.media.upload(storeId, chosen, chosen.name),
    onSuccess: (media) => {
      change((next) => next.images.push({ src: media.src, alt: alt.trim() }));
      setAlt('');
      setUploaded(t('Product.Uploaded'));
      if (file.current) file.current.value = '';
    },
  });
  const addPicture = () => {
    setUploaded(undefined);
    const chosen = file.current?.files?.[0];
    if (chosen) upload.mutate(chosen);
    else file.current?.focus();
  };
  return (
    <section className="bo-card" aria-labelledby="product-pictures">
      <h2 id="product-pictures">{t('Product.Pictures')}</h2>
      {draft.images.length === 0 ? <p>{t('Product.NoPictures')}</p> : null}
      <ol className="bo-plain-list">
        {draft.images.map((image, index) => (
          <li key={image.src} className="bo-picture">
            <span className="bo-code">{image.src}</span>
            <TextField
              id={fieldIds.alt(index)}
              label={t('Product.Alt', { number: index + 1 })}
              value={image.alt}
              onChange={(event) =>
                change((next) => {
                  const picture = next.images[index];
                  if (picture) picture.alt = event.target.value;
                })
              }
            />
            <Button
              variant="secondary"
              disabled={index === 0}
              onClick={() =>
                change((next) => {
                  const [moved] = next.images.splice(index, 1);
                  if (moved) next.images.splice(index - 1, 0, moved);
                })
              }
            >
              {t('Product.MoveUp', { number: index + 1 })}
            </Button>
            <Button variant="outline" onClick={() => change((next) => void next.images.splice(index, 1))}>
              {t('Product.Remove', { number: index + 1 })}
            </Button>
            <PictureFocalPoint storeId={storeId} src={image.src} alt={image.alt} number={index + 1} />
          </li>
        ))}
      </ol>
      <h3>{t('Product.AddPicture')}</h3>
      <PictureDropZone file={file} onDropped={(name) => setUploaded(t('Product.Dropped', { name }))}>
        <label className="bo-label" htmlFor="picture-file">
          {t('Product.File')}
        </label>
        <input id="picture-file" ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
        <span className="bo-help">{t('Product.DropHere')}</span>
      </PictureDropZone>
      <TextField
        id="picture-alt"
        label={t('Product.NewAlt')}
        description={t('Product.AltHelp')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      {upload.isError ? <ErrorMessage error={upload.error} /> : null}
      {uploaded ? <Alert tone="success">{uploaded}</Alert> : null}
      <Button variant="secondary" loading={upload.isPending} onClick={addPicture}>
        {t('Product.Upload')}
      </Button>
    </section>
  );
}
