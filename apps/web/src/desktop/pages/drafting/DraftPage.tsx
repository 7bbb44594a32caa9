import { useMemo } from 'react';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../routes/pageContext.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useDraft } from '../../../shared/drafting/api/getDraft.ts';
import { useQuestionnaireTemplate } from '../../../shared/drafting/api/getQuestionnaire.ts';
import { loadTemplate, type LoadedTemplate } from '../../../shared/drafting/questionnaire/useQuestionnaire.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { DraftEditor } from './components/DraftEditor.tsx';
import './drafting.css';

/** draft/{id}: the questionnaire of one draft, its template run by the engine in the browser. */
export default function DraftPage() {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const { id = '' } = usePageParams();
  const draft = useDraft(id);
  const tpl = useQuestionnaireTemplate(draft.data?.templateId);
  const loaded = useMemo<LoadedTemplate | Error | null>(() => {
    if (!tpl.data) return null;
    try {
      return loadTemplate(tpl.data);
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
  }, [tpl.data]);
  useDocumentTitle(draft.data ? (lang === 'en' ? draft.data.templateNameEn : draft.data.templateNameCn) : t('editor.loading'));

  const failure = draft.error ?? tpl.error ?? (loaded instanceof Error ? loaded : null);
  if (failure) {
    return (
      <div className="lb-container lb-draft-state">
        <Result
          status={isApiError(failure) && failure.code === 100002 ? '404' : 'warning'}
          title={isApiError(failure) && failure.code === 100002 ? t('editor.notFound') : t('editor.loadFailed')}
          subTitle={isApiError(failure) && failure.code !== 100002 ? failure.display : undefined}
          extra={<LinkButton type="primary" to={paths.to('myContract')}>{t('finish.toContracts')}</LinkButton>}
        />
      </div>
    );
  }
  if (!draft.data || !loaded || loaded instanceof Error) {
    return (
      <div className="lb-container lb-draft-state" aria-busy="true">
        <p className="lb-visually-hidden" role="status">
          {t('editor.loading')}
        </p>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  return <DraftEditor key={draft.data.id} draft={draft.data} loaded={loaded} />;
}
