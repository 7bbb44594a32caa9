import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Progress, Tag } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, FileDoneOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import type { DraftView, LayoutName } from '@lexbridge/contract/api/drafting';
import type { Answers, Bi } from '@lexbridge/drafting/browser';
import { isApiError } from '../../../../shared/api/ApiError.ts';
import { notifyError } from '../../../../shared/api/notifier.ts';
import { generateDraft } from '../../../../shared/drafting/api/generateDraft.ts';
import { fieldsOfRefusal } from '../../../../shared/drafting/questionnaire/serverFields.ts';
import { rootQuestionId } from '../../../../shared/drafting/questionnaire/fieldId.ts';
import { useQuestionnaire, type LoadedTemplate } from '../../../../shared/drafting/questionnaire/useQuestionnaire.ts';
import { DEFAULT_LAYOUT } from '../../../../shared/drafting/layouts.ts';
import { useAutosave } from '../../../../shared/drafting/useAutosave.ts';
import { usePreview } from '../../../../shared/drafting/usePreview.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { EntitlementNote } from './EntitlementNote.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { QuestionField, type FieldActions } from './QuestionField.tsx';
import { SaveIndicator } from './SaveIndicator.tsx';
import { SectionNav } from './SectionNav.tsx';

const SECTION_TITLE = '#section-title';

/** Scrolls to a question and puts the keyboard in its first control. */
function focusQuestion(path: string) {
  const el = document.querySelector<HTMLElement>(`[data-qpath="${path.replace(/["\\]/g, "\\$&")}"]`);
  if (!el) return;
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  el.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox], button')?.focus({ preventScroll: true });
}

/**
 * The questionnaire with its live preview. Left: the sections as steps and the current section's questions; right:
 * the contract as it reads now. Answers are autosaved; Generate checks them with the engine first, then the server
 * checks them again and makes the contract.
 */
export function DraftEditor({ draft, loaded }: { draft: DraftView; loaded: LoadedTemplate }) {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo<Answers>(() => (draft.scene ? { ...draft.answers, scene: draft.scene } : draft.answers) as Answers, [draft]);
  const qn = useQuestionnaire(loaded.compiled, initial);
  const { state } = qn;
  const autosave = useAutosave(draft.id, qn.answers, { revision: draft.revision, updatedAt: draft.updatedAt });
  const [layout, setLayout] = useState<LayoutName>(DEFAULT_LAYOUT);
  const preview = usePreview(loaded, qn.answers, layout);

  const [sectionId, setSectionId] = useState<string | null>(state.sections[0]?.id ?? null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, Bi>>({});
  const [generating, setGenerating] = useState(false);
  const focusAfter = useRef<string | null>(null);

  // The current section may be hidden by an answer: stay at the same place in the list.
  const lastIndex = useRef(0);
  let index = state.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) index = Math.min(lastIndex.current, state.sections.length - 1);
  lastIndex.current = index;
  const section = state.sections[index];
  const last = index === state.sections.length - 1;

  useEffect(() => {
    if (!focusAfter.current) return;
    const path = focusAfter.current;
    focusAfter.current = null;
    // A new step: the keyboard (and a screen reader) starts at its title.
    if (path === SECTION_TITLE) document.getElementById('lb-section-title')?.focus({ preventScroll: true });
    else focusQuestion(path);
  });

  const actions: FieldActions = useMemo(
    () => ({
      set: (path, raw) => {
        qn.set(path, raw);
        setServerErrors((e) => (path in e ? omit(e, path) : e));
      },
      addItem: qn.addItem,
      removeItem: qn.removeItem,
      touch: (path) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))),
      shown: (path, errors) => {
        if (serverErrors[path]) return [serverErrors[path]];
        const sectionChecked = section && checked.has(section.id);
        return sectionChecked || touched.has(path) ? errors : [];
      },
    }),
    [qn.set, qn.addItem, qn.removeItem, serverErrors, checked, touched, section],
  );

  const goTo = useCallback(
    (i: number) => {
      const s = state.sections[i];
      if (!s) return;
      setSectionId(s.id);
      focusAfter.current = SECTION_TITLE;
      // The new section starts at its title (kept clear of the sticky header by scroll-margin).
      const form = document.getElementById('lb-editor-form');
      if (form && form.getBoundingClientRect().top < 0) form.scrollIntoView?.({ block: 'start' });
    },
    [state.sections],
  );

  /** The section holding an answer path, and the step to show it. */
  const jumpTo = (path: string) => {
    const root = rootQuestionId(path, loaded.compiled.questions.keys());
    const i = state.sections.findIndex((s) => s.questions.some((q) => q.path === root || q.path === path));
    if (i >= 0) {
      setSectionId(state.sections[i].id);
      setChecked((c) => new Set(c).add(state.sections[i].id));
    }
    focusAfter.current = path;
  };

  const next = () => {
    if (!section) return;
    setChecked((c) => new Set(c).add(section.id));
    goTo(index + 1);
  };

  const generate = async () => {
    setChecked(new Set(state.sections.map((s) => s.id)));
    const firstProblem = state.next ?? Object.keys(state.errors)[0];
    if (!state.complete && firstProblem) {
      notifyError(t('generate.incomplete'));
      jumpTo(firstProblem);
      return;
    }
    setGenerating(true);
    try {
      if (!(await autosave.flush())) {
        notifyError(t('save.error'));
        return;
      }
      const res = await generateDraft(draft.id, lang);
      await queryClient.invalidateQueries({ queryKey: ['contracts'] });
      await queryClient.invalidateQueries({ queryKey: ['drafts'] });
      navigate(paths.to('productionsFinish', { id: res.contractId }));
    } catch (e) {
      const fields = fieldsOfRefusal(e);
      const first = Object.keys(fields)[0];
      if (isApiError(e) && e.code === ErrorCodes.VALIDATION && first) {
        setServerErrors(fields);
        notifyError(fields[first][lang] || e.display);
        jumpTo(first);
      } else if (isApiError(e)) notifyError(e.display);
      else notifyError(t('generate.failed'));
    } finally {
      setGenerating(false);
    }
  };

  const { answered, required } = state.progress;
  const percent = required ? Math.round((answered / required) * 100) : 100;
  const templateName = lang === 'en' ? draft.templateNameEn : draft.templateNameCn;

  return (
    <div className="lb-editor">
      <header className="lb-editor__head">
        <div className="lb-editor__name">
          <h1 className="lb-editor__title">{templateName}</h1>
          <div className="lb-editor__tags">
            {draft.scene && <Tag>{t(`scene.${draft.scene}`)}</Tag>}
            {draft.mode !== 'new' && <Tag color="purple">{t(`mode.${draft.mode}`)}</Tag>}
            <EntitlementNote entitlement={draft.entitlement} />
          </div>
        </div>
        <div className="lb-editor__status">
          <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
          <Button type="primary" size="large" icon={<FileDoneOutlined aria-hidden="true" />} loading={generating} onClick={() => void generate()}>
            {draft.mode === 'revise' ? t('generate.revise') : t('generate.button')}
          </Button>
        </div>
      </header>

      <div className="lb-editor__body">
        <aside className="lb-editor__rail">
          <div className="lb-editor__progress">
            <span id="lb-progress-label">{t('editor.progress', { answered, required })}</span>
            <Progress percent={percent} showInfo={false} size="small" aria-labelledby="lb-progress-label" />
          </div>
          <SectionNav sections={state.sections} current={index} onPick={goTo} />
        </aside>

        <section className="lb-editor__form" id="lb-editor-form" aria-labelledby="lb-section-title">
          {section && (
            <>
              <p className="lb-editor__step">{t('editor.step', { n: index + 1, total: state.sections.length })}</p>
              <h2 id="lb-section-title" className="lb-editor__section" tabIndex={-1}>
                {section.title[lang]}
              </h2>
              <p className="lb-editor__legend">{t('editor.requiredLegend')}</p>
              <form
                className="lb-questions"
                noValidate
                onSubmit={(e) => {
                  // Enter moves on a section; it never generates: making a contract can use a trial count, so only the
                  // button does it.
                  e.preventDefault();
                  if (!last) next();
                }}
              >
                {section.questions.map((q) => (
                  <QuestionField key={q.path} st={q} actions={actions} />
                ))}
                <div className="lb-editor__nav">
                  <Button icon={<ArrowLeftOutlined aria-hidden="true" />} disabled={index === 0} onClick={() => goTo(index - 1)}>
                    {t('editor.back')}
                  </Button>
                  {last ? (
                    <Button type="primary" htmlType="button" loading={generating} onClick={() => void generate()}>
                      {draft.mode === 'revise' ? t('generate.revise') : t('generate.button')}
                    </Button>
                  ) : (
                    <Button type="primary" htmlType="submit">
                      {t('editor.next')} <ArrowRightOutlined aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </form>
            </>
          )}
        </section>

        <PreviewPane html={preview.html} failed={preview.failed} layout={layout} onLayout={setLayout} headingsOnly={!loaded.full} />
      </div>
    </div>
  );
}

function omit<T extends Record<string, unknown>>(o: T, key: string): T {
  const { [key]: _drop, ...rest } = o;
  return rest as T;
}
