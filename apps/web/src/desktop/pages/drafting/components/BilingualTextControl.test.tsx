import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compileTemplate, evaluateQuestionnaire, setAnswer, type Answers } from '@lexbridge/drafting/browser';
import { freshPage } from '../../../../testing/helpers.ts';
import { QuestionField, type FieldActions } from './QuestionField.tsx';

/** A bilingual text question as the questionnaire page shows it, on the engine's own runtime. */
const ct = compileTemplate({
  meta: { id: 'bi', nameCn: '测试', nameEn: 'Test', category: 'trade', scenes: [], languages: ['cn', 'en'] },
  sections: [
    {
      id: 's',
      title: { cn: '交易', en: 'Deal' },
      questions: [
        {
          id: 'signPlace', type: 'text', bilingual: true, required: true, maxLength: 10,
          label: { cn: '签订地点', en: 'Place of signing' }, help: { cn: '城市名称', en: 'The city' },
        },
        { id: 'goods', type: 'text', bilingual: true, requireBoth: true, label: { cn: '货物', en: 'Goods' } },
      ],
    },
  ],
  clauses: [],
});

let stored: Answers = {};

function Harness({ initial, path }: { initial: Answers; path: string }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  stored = answers;
  const st = evaluateQuestionnaire(ct, answers);
  const actions: FieldActions = {
    set: (p, raw) => setAnswers((a) => setAnswer(ct, a, p, raw)),
    addItem: () => undefined,
    removeItem: () => undefined,
    shown: (_p, errors) => errors,
    touch: () => undefined,
  };
  const q = st.sections[0].questions.find((x) => x.path === path)!;
  return <QuestionField st={q} actions={actions} />;
}

async function show(lang: 'cn' | 'en', initial: Answers, path = 'signPlace') {
  await freshPage(`/${lang}/draft/x`, lang);
  const router = createMemoryRouter([{ path: '*', element: <Harness initial={initial} path={path} /> }], { initialEntries: [`/${lang}/draft/x`] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('bilingual text question', { timeout: 30_000 }, () => {
  it('shows one label and help, and two inputs labelled 中文 and English that store { cn, en }', async () => {
    await show('en', {});
    const box = screen.getByRole('group', { name: /Place of signing/ });
    expect(within(box).getByText('The city')).toBeTruthy();
    expect(within(box).getAllByText('Place of signing')).toHaveLength(1);
    const cn = within(box).getByLabelText('中文') as HTMLInputElement;
    const en = within(box).getByLabelText('English') as HTMLInputElement;
    expect(cn.id).toBe('lbq-signPlace');
    expect(en.id).toBe('lbq-signPlace-en');
    fireEvent.change(cn, { target: { value: '上海 ' } });
    // The typed space stays on screen; the stored form is trimmed.
    expect(cn.value).toBe('上海 ');
    expect(stored.signPlace).toEqual({ cn: '上海', en: '' });
    fireEvent.change(en, { target: { value: 'Shanghai' } });
    expect(stored.signPlace).toEqual({ cn: '上海', en: 'Shanghai' });
    expect(cn.value).toBe('上海 ');
    fireEvent.change(cn, { target: { value: '' } });
    fireEvent.change(en, { target: { value: '' } });
    expect(stored.signPlace).toBeNull();
    expect(within(box).getByText('Please answer this question')).toBeTruthy();
    expect(cn.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a stored answer, and a plain string from an older draft as the Chinese form', async () => {
    await show('cn', { signPlace: { cn: '北京', en: 'Beijing' } });
    let box = screen.getByRole('group', { name: /签订地点/ });
    expect((within(box).getByLabelText('中文') as HTMLInputElement).value).toBe('北京');
    expect((within(box).getByLabelText('English') as HTMLInputElement).value).toBe('Beijing');
    cleanup();
    await show('cn', { signPlace: '深圳' });
    box = screen.getByRole('group', { name: /签订地点/ });
    expect((within(box).getByLabelText('中文') as HTMLInputElement).value).toBe('深圳');
    expect((within(box).getByLabelText('English') as HTMLInputElement).value).toBe('');
  });

  it('names the form a message is about, in the page language', async () => {
    await show('cn', { signPlace: { cn: '上海', en: 'Shanghai, People’s Republic' } });
    const box = screen.getByRole('group', { name: /签订地点/ });
    expect(within(box).getByText('英文：最多10个字符')).toBeTruthy();
    cleanup();
    await show('en', { goods: { cn: '阀门', en: '' } }, 'goods');
    expect(screen.getByText('Please give the English text')).toBeTruthy();
  });
});
