import { Button, List, Popconfirm } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteDraft } from '../../../../../shared/drafting/api/deleteDraft.ts';
import { draftsKey, useOpenDrafts } from '../../../../../shared/drafting/api/listDrafts.ts';
import { formatTime } from '../../../../../shared/format.ts';
import { useLang } from '../../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../../components/LinkButton.tsx';

/** Questionnaires started and not generated yet, to continue where they were left. Hidden when there are none. */
export function OpenDrafts() {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const drafts = useOpenDrafts();
  const list = drafts.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="lb-center-card lb-drafts" aria-labelledby="lb-drafts-title">
      <h2 id="lb-drafts-title" className="lb-section-title">
        {t('drafts.title')}
      </h2>
      <List
        size="small"
        dataSource={list}
        renderItem={(d) => (
          <List.Item
            actions={[
              <LinkButton key="go" type="primary" size="small" icon={<EditOutlined aria-hidden="true" />} to={paths.to('draft', { id: d.id })}>
                {t('drafts.continue')}
              </LinkButton>,
              <Popconfirm
                key="del"
                title={t('drafts.deleteConfirm')}
                okText={t('drafts.delete')}
                cancelText={t('name.cancel')}
                onConfirm={async () => {
                  await deleteDraft(d.id);
                  await queryClient.invalidateQueries({ queryKey: draftsKey });
                }}
              >
                <Button size="small" type="text" danger>
                  {t('drafts.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={lang === 'en' ? d.templateNameEn : d.templateNameCn}
              description={`${d.mode !== 'new' ? `${t(`mode.${d.mode}`)} · ` : ''}${d.scene ? `${t(`scene.${d.scene}`)} · ` : ''}${t('drafts.savedAt', { time: formatTime(d.updatedAt) })}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
