import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useDefaultDocumentTitle, useDocumentTitle } from './useDocumentTitle.ts';
import { freshPage } from '../../testing/helpers.ts';
import { setLanguage } from '../i18n/index.ts';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Slot({ title, page }: { title: string; page?: string }) {
  useDefaultDocumentTitle(title);
  return page ? <Page title={page} /> : null;
}

afterEach(cleanup);

describe('document title', () => {
  it('uses the route title unless the page names itself, also after a language change', async () => {
    await freshPage('/en/news/1', 'en');
    const view = render(<Slot title="News article" />);
    expect(document.title).toBe('News article - LexBridge');
    view.rerender(<Slot title="News article" page="Trade rules in 2025" />);
    expect(document.title).toBe('Trade rules in 2025 - LexBridge');
    await act(async () => {
      await setLanguage('cn');
    });
    view.rerender(<Slot title="新闻详情" page="2025 年贸易规则" />);
    expect(document.title).toBe('2025 年贸易规则 - LexBridge');
    view.rerender(<Slot title="关于我们" />);
    expect(document.title).toBe('关于我们 - LexBridge');
  });
});
