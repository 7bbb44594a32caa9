/** Small server-rendered pages shown on a phone (WeChat's callback, the sandbox "phone"): no script, inline styles. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#ededed;color:#191919}
main{max-width:420px;margin:0 auto;min-height:100vh;background:#fff;padding:32px 24px;box-sizing:border-box}
h1{font-size:20px;margin:8px 0 16px}
p{line-height:1.6;margin:8px 0}
.muted{color:#6b6b6b;font-size:14px}
.en{color:#4a4a4a}
h1.en{margin-top:28px}
label{display:block;margin:20px 0 6px;font-size:15px}
input[type=text]{width:100%;box-sizing:border-box;font-size:17px;padding:10px 12px;border:1px solid #ccc;border-radius:6px}
.error{color:#c0392b;font-size:14px}
.actions{display:flex;flex-direction:column;gap:12px;margin-top:28px}
button{font-size:17px;padding:12px;border-radius:6px;border:0;cursor:pointer}
.primary{background:#07c160;color:#fff}
.secondary{background:#f2f2f2;color:#191919}
.identities{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.identities button{font-size:14px;padding:6px 12px;background:#f2f2f2}
.badge{display:inline-block;font-size:12px;padding:2px 8px;border-radius:10px;background:#fff3cd;color:#7a5a00}
`;

export function renderPage(opts: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${opts.lang === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${opts.body}</main></body>
</html>`;
}
