import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { templateDetail, tree } from '../../../shared/catalogue/testing/fixtures.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import TemplatePage from './TemplatePage.tsx';

const WAIT = { timeout: 10_000 };

function api(detail = templateDetail()) {
  return fakeApi({
    'GET /api/templates/sale-of-goods': { body: envelope(200, detail) },
    'GET /api/classifies/tree': { body: envelope(200, tree) },
    'GET /api/templates/sale-of-goods/sample': (c) => ({ body: envelope(200, { html: `<article class="lb-doc"><p>sample ${c.url.searchParams.get('scene')} ${c.url.searchParams.get('layout')}</p></article>`, scene: c.url.searchParams.get('scene') }) }),
    'POST /api/templates/sale-of-goods/feedback': (c) =>
      JSON.parse(c.body!).content === 'no'
        ? { status: 400, body: envelope(100001, { fields: [{ path: 'content', key: 'feedbackLength', message: '请输入 2 至 500 个字', messageEn: 'Write 2 to 500 characters' }] }) }
        : { body: envelope(200, { id: 7 }) },
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

describe('template page (desktop)', { timeout: 30_000 }, () => {
  it('shows names, facts, prices and the scene from the URL; a visitor who starts drafting goes to log in and comes back', async () => {
    await freshPage('/en/template/sale-of-goods?scene=entry', 'en');
    api();
    const router = renderPage(<TemplatePage />, { path: '/en/template/sale-of-goods?scene=entry', route: 'template', params: { templateId: 'sale-of-goods' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale of Goods Contract' }, WAIT)).toBeTruthy();
    expect(screen.getByText('货物销售合同')).toBeTruthy();
    expect(screen.getByText('About 12 min')).toBeTruthy();
    expect(screen.getByText('39 questions')).toBeTruthy();
    expect(screen.getByText('¥299')).toBeTruthy();
    expect(screen.getByText('¥1,999')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Inbound \(into China\)/ }) as HTMLInputElement).checked).toBe(true);
    expect(document.title).toBe('Sale of Goods Contract - LexBridge');

    fireEvent.click(screen.getByRole('radio', { name: /Outbound \(from China\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?scene=exit'));

    fireEvent.click(screen.getByRole('button', { name: /Start drafting/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/phone'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/template/sale-of-goods?scene=entry')}`);
  });

  it('opens the drafting page with the template and scene for a logged-in user it covers', async () => {
    await freshPage('/cn/template/custom/sale-of-goods', 'cn');
    setCookieRaw('token', 'tok');
    api(templateDetail({ entitled: true }));
    const router = renderPage(<TemplatePage />, { path: '/cn/template/custom/sale-of-goods', route: 'templateInPackage', params: { packageId: 'custom', templateId: 'sale-of-goods' } });
    expect(await screen.findByText('您可以起草此模板：已包含在您的订阅、购买或试用中。', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '定制套餐' }).getAttribute('href')).toBe('/cn/production/custom');
    fireEvent.click(screen.getByRole('button', { name: /开始起草/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/cn\/draft\/new$/));
    expect(router.state.location.search).toBe('?template=sale-of-goods&scene=domestic');
  });

  it('says a template not written yet is coming soon (spec §8)', async () => {
    await freshPage('/en/template/sale-of-goods', 'en');
    setCookieRaw('token', 'tok');
    api(templateDetail({ built: false }));
    renderPage(<TemplatePage />, { path: '/en/template/sale-of-goods', route: 'template', params: { templateId: 'sale-of-goods' } });
    fireEvent.click(await screen.findByRole('button', { name: /Start drafting/ }, WAIT));
    expect(await screen.findByText('This contract template is coming soon', {}, WAIT)).toBeTruthy();
  });

  it('shows the sample in the chosen scene and layout', async () => {
    await freshPage('/en/template/sale-of-goods?scene=exit', 'en');
    api();
    renderPage(<TemplatePage />, { path: '/en/template/sale-of-goods?scene=exit', route: 'template', params: { templateId: 'sale-of-goods' } });
    fireEvent.click(await screen.findByText('Sample', { selector: '[role=tab], [role=tab] *' }, WAIT));
    const paper = await screen.findByLabelText('Sample contract', { selector: 'section' }, WAIT);
    await waitFor(() => expect(paper.textContent).toBe('sample exit side-by-side'));
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getByLabelText('Sample contract', { selector: 'section' }).textContent).toBe('sample exit en'));
  });

  it("takes problem feedback, with the form's rules and the server's refusal under the field", async () => {
    await freshPage('/en/template/sale-of-goods', 'en');
    const calls = api().calls;
    renderPage(<TemplatePage />, { path: '/en/template/sale-of-goods', route: 'template', params: { templateId: 'sale-of-goods' } });
    fireEvent.click(await screen.findByText('Problem feedback', { selector: '[role=tab], [role=tab] *' }, WAIT));
    const submit = await screen.findByText('Send feedback', { selector: 'button, button *' }, WAIT);
    const form = submit.closest('form')!;
    const content = within(form).getByLabelText('Description of the problem');
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(await within(form).findByText('Please describe the problem', {}, WAIT)).toBeTruthy();
    fireEvent.change(content, { target: { value: 'no' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(await within(form).findByText('Write 2 to 500 characters', {}, WAIT)).toBeTruthy();
    fireEvent.change(content, { target: { value: 'Clause 7 reads the wrong Incoterm.' } });
    fireEvent.change(within(form).getByLabelText('How to reach you (optional)'), { target: { value: 'li@example.com' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(await screen.findByText('Thank you. Your feedback has been received.', {}, WAIT)).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(JSON.parse(sent.body!)).toEqual({ content: 'Clause 7 reads the wrong Incoterm.', contact: 'li@example.com' });
  });

  it('answers an unknown template with its own message', async () => {
    await freshPage('/en/template/nothing', 'en');
    fakeApi({ 'GET /api/templates/nothing': { status: 404, body: envelope(100002) }, 'GET /api/classifies/tree': { body: envelope(200, tree) } });
    renderPage(<TemplatePage />, { path: '/en/template/nothing', route: 'template', params: { templateId: 'nothing' } });
    expect(await screen.findByText('This template does not exist.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all templates' }).getAttribute('href')).toBe('/en/product/classify');
  });
});
