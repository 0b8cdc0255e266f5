import type { Translate } from '@clubshop/i18n/core';
import { siteTexts, type TextSource } from '../messages/site-texts.ts';
import type { PaymentPageTexts } from './page.ts';

/**
 * The test payment page's words in the shop's culture (`Payment.TestPage.*` dictionary rows,
 * English where a culture lacks one), and the translator for its problems' texts.
 */
export async function paymentPageTexts(
  source: TextSource,
  culture: string,
): Promise<{ texts: PaymentPageTexts; t: Translate }> {
  const t = await siteTexts(source, culture);
  return {
    t,
    texts: {
      lang: culture,
      title: t('Payment.TestPage.Title'),
      note: t('Payment.TestPage.Note'),
      shop: t('Payment.TestPage.Shop'),
      amount: t('Payment.TestPage.Amount'),
      method: t('Payment.TestPage.Method'),
      approve: t('Payment.TestPage.Approve'),
      cancel: t('Payment.TestPage.Cancel'),
      problemTitle: t('Payment.TestPage.ProblemTitle'),
      backToShop: t('Payment.TestPage.BackToShop'),
    },
  };
}
