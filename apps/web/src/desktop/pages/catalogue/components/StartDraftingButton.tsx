import { App, Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../../shared/auth/authState.ts';
import { decideStart } from '../../../../shared/catalogue/startDrafting.ts';
import type { SceneType } from '../../../../shared/catalogue/types.ts';
import { currentPath } from '../../../../shared/navigation.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** "Start drafting": the drafting page, the login, or the notice that the template is not written yet. */
export function StartDraftingButton({ templateId, built, scene, block }: { templateId: string; built: boolean; scene: SceneType | null; block?: boolean }) {
  const { t } = useTranslation('catalogue');
  const { loggedIn } = useAuth();
  const paths = usePaths();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const start = () => {
    const d = decideStart({ built, loggedIn, device: paths.device, lang: paths.lang, templateId, scene, here: currentPath() }, paths);
    if (d.kind === 'comingSoon' || d.kind === 'pcOnly') {
      modal.info({ title: t('notice.title'), content: t(d.kind === 'comingSoon' ? 'notice.comingSoon' : 'notice.pcOnly'), okText: t('notice.ok') });
      return;
    }
    navigate(d.to);
  };
  return (
    <Button type="primary" size="large" icon={<EditOutlined aria-hidden="true" />} block={block} onClick={start} className="lb-start">
      {t('action.startDrafting')}
    </Button>
  );
}
