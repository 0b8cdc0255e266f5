/** The pager under a long list: previous, where the list is, next. */
import { Button } from '@clubshop/ui-kit';
import type { ReactNode } from 'react';
import { useT } from '../app/i18n.ts';

/** Shown only when there is more than one page; `position` says where the list is ("2 / 5"). */
export function Pager(props: {
  label: string;
  page: number;
  pages: number;
  position: ReactNode;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="bo-pager">
      <Button disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('App.Previous')}
      </Button>
      <span>{props.position}</span>
      <Button disabled={props.page >= props.pages} onClick={() => props.onPage(props.page + 1)}>
        {t('App.Next')}
      </Button>
    </nav>
  );
}
