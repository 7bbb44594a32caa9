import { Dialog } from 'antd-mobile';
import { i18n } from '../../../../shared/i18n/index.ts';

/** A one-button notice (spec §5 phone notice, §8 coming soon). */
export function showNotice(key: 'notice.comingSoon' | 'notice.pcOnly' | 'notice.pcOnlyPurchase'): void {
  void Dialog.alert({
    title: i18n.t('catalogue:notice.title'),
    content: i18n.t(`catalogue:${key}`),
    confirmText: i18n.t('catalogue:notice.ok'),
  });
}
