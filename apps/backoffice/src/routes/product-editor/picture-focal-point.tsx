/**
 * The focal point of an uploaded picture: the part every crop of it keeps in view (the listing's
 * portrait cards, the product page's square). Staff click the preview where the point is, or type
 * it in percent from the top and the left (the keyboard's way); either is saved with the ETag read
 * (`PATCH …/media/{id}`), so a point set meanwhile by someone else is never overwritten unseen.
 * Pictures that are addresses, not uploads, have no focal point here.
 */
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { mediaQuery } from './product-queries.ts';

/**
 * The upload id of a picture's `src` (`/images/uploads/<club>/<id>`: the id is its last part), or
 * undefined for an address.
 */
export function uploadIdOf(src: string): string | undefined {
  const match = /^\/images\/uploads\/[^/?#]+\/([^/?#]+)$/.exec(src);
  return match?.[1];
}

/** A percent as typed, as a fraction from 0 to 1; undefined when it is not a whole 0-100. */
function fractionOf(percent: string): number | undefined {
  const trimmed = percent.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value / 100 : undefined;
}

const percentOf = (fraction: number | null | undefined) => String(Math.round((fraction ?? 0.5) * 100));

/** The preview of picture `number` with its focal point, and the fields that set it. */
export function PictureFocalPoint({
  storeId,
  src,
  alt,
  number,
}: {
  storeId: string;
  src: string;
  alt: string;
  number: number;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const id = uploadIdOf(src);
  const media = useQuery(mediaQuery(storeId, id));
  const [top, setTop] = useState('50');
  const [left, setLeft] = useState('50');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (!media.data) return;
    setTop(percentOf(media.data.data.focalTop));
    setLeft(percentOf(media.data.data.focalLeft));
  }, [media.data]);
  const save = useMutation({
    mutationFn: (focal: { focalTop: number; focalLeft: number }) =>
      admin.media.setFocalPoint(storeId, id ?? '', focal, media.data?.etag ?? ''),
    onSuccess: (answer) => client.setQueryData(mediaQuery(storeId, id).queryKey, answer),
    // A stale point: read it again, so what is shown is what is saved.
    onError: () => void media.refetch(),
  });
  if (id === undefined) return null;
  const submit = (focal: { top: string; left: string }) => {
    const focalTop = fractionOf(focal.top);
    const focalLeft = fractionOf(focal.left);
    setInvalid(focalTop === undefined || focalLeft === undefined);
    if (focalTop === undefined || focalLeft === undefined) return;
    save.mutate({ focalTop, focalLeft });
  };
  const clicked = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard press has no position: the fields are the keyboard's way.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const at = (offset: number, size: number) =>
      String(Math.min(100, Math.max(0, Math.round((offset / size) * 100))));
    const next = {
      top: at(event.clientY - box.top, box.height),
      left: at(event.clientX - box.left, box.width),
    };
    setTop(next.top);
    setLeft(next.left);
    submit(next);
  };
  const legendId = `focal-${number}`;
  return (
    <fieldset className="bo-focal" aria-labelledby={legendId}>
      <legend id={legendId}>{t('Focal.Legend', { number })}</legend>
      <p className="bo-help">{t('Focal.Help')}</p>
      <button
        type="button"
        className="bo-focal__preview"
        onClick={clicked}
        aria-label={t('Focal.ClickLabel', { number })}
        disabled={!media.data || save.isPending}
      >
        <img src={`${src}?width=240&height=300&mode=pad&format=png`} alt={alt} width={240} height={300} />
        <span className="bo-focal__marker" style={{ top: `${top}%`, left: `${left}%` }} aria-hidden="true" />
      </button>
      <div className="bo-inline-form">
        <TextField
          id={`focal-top-${number}`}
          label={t('Focal.Top')}
          inputMode="numeric"
          value={top}
          error={invalid ? t('Focal.Invalid') : undefined}
          onChange={(event) => setTop(event.target.value)}
        />
        <TextField
          id={`focal-left-${number}`}
          label={t('Focal.Left')}
          inputMode="numeric"
          value={left}
          error={invalid ? t('Focal.Invalid') : undefined}
          onChange={(event) => setLeft(event.target.value)}
        />
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={!media.data}
          onClick={() => submit({ top, left })}
        >
          {t('Focal.Save', { number })}
        </Button>
      </div>
      {media.isError ? <ErrorMessage error={media.error} /> : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? <Alert tone="success">{t('Focal.Saved', { number })}</Alert> : null}
    </fieldset>
  );
}
