import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../shared/auth/authState.ts';
import { decideStart } from '../../../../shared/catalogue/startDrafting.ts';
import { currentPath } from '../../../../shared/navigation.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** "Create document" for one template: the drafting page, or the notice that the template is not written yet. */
export function useStartDocument() {
  const { t } = useTranslation('catalogue');
  const { loggedIn } = useAuth();
  const paths = usePaths();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  return (templateId: string, built: boolean) => {
    const d = decideStart({ built, loggedIn, device: paths.device, lang: paths.lang, templateId, scene: null, here: currentPath() }, paths);
    if (d.kind === 'comingSoon' || d.kind === 'pcOnly') {
      modal.info({ title: t('notice.title'), content: t(d.kind === 'comingSoon' ? 'notice.comingSoon' : 'notice.pcOnly'), okText: t('notice.ok') });
      return;
    }
    navigate(d.to);
  };
}
