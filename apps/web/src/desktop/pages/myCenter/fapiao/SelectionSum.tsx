import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import type { Selection } from '../../../../shared/fapiao/selection.ts';

/** How many orders are chosen and their sum, as both steps of the request show it. */
export function SelectionSum({ selection }: { selection: Selection }) {
  const { t } = useTranslation('fapiao');
  return (
    <span>
      <span>{t('form.selected', { count: selection.count })}</span>
      <span className="lb-fp-bar__sep" aria-hidden="true">
        ·
      </span>
      <span>{t('form.sum', { amount: yuan(selection.totalFen) })}</span>
    </span>
  );
}
