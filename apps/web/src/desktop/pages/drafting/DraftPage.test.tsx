import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeByName } from '@lexbridge/contract/routes';
import type { DraftView } from '@lexbridge/contract/api/drafting';
import template from '../../../../../../packages/drafting/test/fixtures/sale-sample.json';
import library from '../../../../../../packages/drafting/test/fixtures/library.json';
import { envelope, fakeApi, freshPage, recordToasts, type Call } from '../../../testing/helpers.ts';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { PageContext } from '../../../routes/pageContext.ts';
import DraftPage from './DraftPage.tsx';

/** The questionnaire page on the engine's sample sale template: steps, questions, live preview, autosave, generate. */
const DRAFT_ID = '5b0e7f7a-6a53-4a55-9a0e-3c0c7d1e2f10';
const WAIT = { timeout: 15_000 };

function draft(over: Partial<DraftView> = {}): DraftView {
  return {
    id: DRAFT_ID,
    templateId: 'sample-sale',
    templateNameCn: '货物买卖合同（样例）',
    templateNameEn: 'Sale of Goods Contract (Sample)',
    scene: 'domestic',
    answers: {},
    revision: 3,
    contractId: null,
    mode: 'new',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    entitlement: { kind: 'trial', priceFen: 0, trialRemaining: 2 },
    ...over,
  };
}

function renderAt(lang: 'cn' | 'en') {
  const path = `/${lang}/draft/${DRAFT_ID}`;
  const page = (
    <PageContext.Provider value={{ def: routeByName('pc', 'draft')!, params: { id: DRAFT_ID }, device: 'pc', lang }}>
      <DraftPage />
    </PageContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return router;
}

/** An input by its label's text (the label also holds the required mark). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input' }) as HTMLInputElement;
const preview = () => document.querySelector('.lb-preview__doc') as HTMLElement;
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' });

function api(saves: Call[], answers: Record<string, unknown> = {}) {
  return fakeApi({
    [`GET /api/drafts/${DRAFT_ID}`]: { body: envelope(200, draft({ answers })) },
    'GET /api/templates/sample-sale/questionnaire': { body: envelope(200, { template, library, full: true }) },
    [`PUT /api/drafts/${DRAFT_ID}`]: (call) => {
      saves.push(call);
      return { body: envelope(200, { revision: 3 + saves.length, updatedAt: Date.now() }) };
    },
  });
}

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('questionnaire page', { timeout: 60_000 }, () => {
  it('renders the sections, labels tied to inputs, and the preview follows what is typed; autosave sends the answers with the revision', async () => {
    await freshPage(`/en/draft/${DRAFT_ID}`, 'en');
    const saves: Call[] = [];
    api(saves);
    renderAt('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale of Goods Contract (Sample)' }, WAIT)).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Questionnaire sections' });
    expect(within(steps).getByText('Parties')).toBeTruthy();
    expect(within(steps).getByText('Deal')).toBeTruthy();
    expect(screen.getByText('Free trial · contracts left: 2')).toBeTruthy();

    fireEvent.change(input("Seller's name"), { target: { value: 'Acme Trading Co., Ltd. ' } });
    // The typed trailing space stays in the box while the stored answer is trimmed.
    expect(input("Seller's name").value).toBe('Acme Trading Co., Ltd. ');
    // The party block is printed in the one-language layouts: switch the preview to English only.
    fireEvent.click(screen.getByText('English only'));
    await waitFor(() => expect(preview().textContent).toContain('Acme Trading Co., Ltd.'), WAIT);
    expect(preview().textContent).not.toContain('货物买卖合同');
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), WAIT);
    const body = JSON.parse(saves[0].body!);
    expect(body.revision).toBe(3);
    expect(body.answers.seller.name).toBe('Acme Trading Co., Ltd.');
    expect(body.answers.scene).toBe('domestic');
    expect(await screen.findByText(/Saved at/, {}, WAIT)).toBeTruthy();
  });

  it('keeps a hidden answer: choosing instalments asks for them, going back to lump sum hides them, choosing again shows what was typed', async () => {
    await freshPage(`/en/draft/${DRAFT_ID}`, 'en');
    api([], { payMethod: 'instalments', instalments: [{ amount: { amount: '100.00', currency: 'CNY' }, days: 10 }, {}] });
    renderAt('en');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Questionnaire sections' })).getByText('Deal'));
    expect(await screen.findByRole('heading', { level: 3, name: /Instalments/ }, WAIT)).toBeTruthy();
    expect(screen.getAllByLabelText(/Days after signing/, { selector: 'input' })[0]).toHaveProperty('value', '10');

    fireEvent.click(screen.getByLabelText('lump sum'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /Instalments/ })).toBeNull());
    fireEvent.click(screen.getByLabelText('instalments'));
    await screen.findByRole('heading', { level: 3, name: /Instalments/ }, WAIT);
    expect(screen.getAllByLabelText(/Days after signing/, { selector: 'input' })[0]).toHaveProperty('value', '10');

    // Items are added up to the group's limits; each item has its own questions.
    fireEvent.click(button('Add an item'));
    await waitFor(() => expect(screen.getAllByLabelText(/Days after signing/, { selector: 'input' })).toHaveLength(3));
  });

  it('in Chinese, Generate with missing answers says so and goes to the first unanswered question with its message', async () => {
    await freshPage(`/cn/draft/${DRAFT_ID}`, 'cn');
    const api2 = api([]);
    renderAt('cn');
    await screen.findByRole('heading', { level: 1, name: '货物买卖合同（样例）' }, WAIT);
    fireEvent.click(within(screen.getByRole('navigation', { name: '问卷章节' })).getByText('法律与语言'));
    await screen.findByRole('heading', { level: 2, name: '法律与语言' }, WAIT);
    await act(async () => {
      fireEvent.click(screen.getAllByText('生成合同', { selector: 'button, button *' })[0]);
    });
    expect(await screen.findByRole('heading', { level: 2, name: '当事人' }, WAIT)).toBeTruthy();
    expect(screen.getAllByText('请回答此问题').length).toBeGreaterThan(0);
    expect(input('卖方名称').getAttribute('aria-invalid')).toBe('true');
    expect(api2.calls.some((c) => c.url.pathname.endsWith('/generate'))).toBe(false);
  });

  it('Enter in the last section never generates: only the button makes a contract', async () => {
    await freshPage(`/cn/draft/${DRAFT_ID}`, 'cn');
    const api2 = api([]);
    renderAt('cn');
    await screen.findByRole('heading', { level: 1, name: '货物买卖合同（样例）' }, WAIT);
    fireEvent.click(within(screen.getByRole('navigation', { name: '问卷章节' })).getByText('法律与语言'));
    await screen.findByRole('heading', { level: 2, name: '法律与语言' }, WAIT);
    await act(async () => {
      fireEvent.submit(document.querySelector('form.lb-questions')!);
    });
    expect(screen.getByRole('heading', { level: 2, name: '法律与语言' })).toBeTruthy();
    expect(screen.queryAllByText('请回答此问题')).toHaveLength(0);
    expect(api2.calls.some((c) => c.url.pathname.endsWith('/generate'))).toBe(false);
  });
});
