import { afterEach, describe, expect, it, vi } from 'vitest';
import { download, filenameFromDisposition } from './download.ts';
import { freshPage, recordToasts } from '../../testing/helpers.ts';

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 filename* over the plain one', () => {
    expect(filenameFromDisposition(`attachment; filename="contract.docx"; filename*=UTF-8''%E5%90%88%E5%90%8C.docx`)).toBe('合同.docx');
  });
  it('reads a quoted or bare plain filename', () => {
    expect(filenameFromDisposition('attachment; filename="risk report.pdf"')).toBe('risk report.pdf');
    expect(filenameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });
  it('decodes an ISO-8859-1 filename*', () => {
    expect(filenameFromDisposition("attachment; filename*=iso-8859-1'en'caf%E9.txt")).toBe('café.txt');
  });
  it('answers null without a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});

describe('download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the answer under the server-given name', async () => {
    await freshPage('/cn/home');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('DOCX', { status: 200, headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.docx` } })),
    );
    const created = vi.fn(() => 'blob:x');
    URL.createObjectURL = created as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(download('/contracts/1/file')).resolves.toBe('合同.docx');
    expect(clicked).toEqual(['合同.docx']);
    click.mockRestore();
  });

  it('shows the envelope when the server refuses instead of sending a file', async () => {
    await freshPage('/en/home', 'en');
    const toasts = recordToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, code: 100002, message: '不存在', messageEn: 'Not found', datas: null }), { status: 404, headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(download('/contracts/9/file')).rejects.toMatchObject({ code: 100002 });
    expect(toasts.errors).toEqual(['Not found']);
  });
});
