/** How the category screens word a category: its label among the parents, and the API's refusals. */
import { isHttpError } from '@clubshop/api-sdk';
import { useT } from '../../app/i18n.ts';
import { useErrorText } from '../../components/error-message.tsx';
import type { FlatCategory } from './category-tree.ts';

/** A node's label in a select: indented by its level, so the tree shows in the list. */
export function optionLabel(entry: FlatCategory, rootLabel: string): string {
  if (entry.level === 0) return rootLabel;
  return `${'\u2014 '.repeat(entry.level - 1)}${entry.node.name}`;
}

/** The error of a category write in the member's language (a refused delete, a taken address). */
export function useCategoryErrorText() {
  const { t } = useT();
  const text = useErrorText();
  return (error: unknown): string => {
    if (isHttpError(error) && error.code === 'Admin.Error.NotEmpty') return t('Categories.NotEmpty');
    if (isHttpError(error) && error.status === 409) return t('Categories.Taken');
    return text(error);
  };
}
