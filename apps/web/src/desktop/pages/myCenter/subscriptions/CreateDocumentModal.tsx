import { Button, List, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionItem } from '@lexbridge/contract/api/subscriptions';
import { useSubscription } from '../../../../shared/subscriptions/api/getSubscription.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { useStartDocument } from './useStartDocument.ts';

/** "Create document" of a package: the package's templates, each starting its questionnaire. */
export function CreateDocumentModal({ item, onClose }: { item: SubscriptionItem | null; onClose: () => void }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const detail = useSubscription(item?.id ?? null);
  const start = useStartDocument();
  const name = item ? (lang === 'en' ? item.packageNameEn : item.packageNameCn) : '';
  const templates = detail.data?.templates ?? [];
  return (
    <Modal
      open={item !== null}
      title={t('pick.title', { name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('pick.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <p className="lb-muted">{t('pick.intro')}</p>
      <List
        className="lb-subs-pick"
        size="small"
        loading={detail.isPending}
        locale={{ emptyText: detail.isPending ? t('pick.loading') : t('pick.none') }}
        dataSource={templates}
        renderItem={(x) => (
          <List.Item
            actions={[
              x.built ? (
                <Button key="start" type="primary" size="small" onClick={() => start(x.templateId, true)} aria-label={`${t('pick.start')}: ${lang === 'en' ? x.nameEn : x.nameCn}`}>
                  {t('pick.start')}
                </Button>
              ) : (
                <Tag key="soon">{t('pick.comingSoon')}</Tag>
              ),
            ]}
          >
            <span lang={lang === 'en' ? 'en' : 'zh-CN'}>{lang === 'en' ? x.nameEn : x.nameCn}</span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
