import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './shared/i18n/index.ts';
import { resolveClientEntry } from './routes/guards.ts';
import { locate } from './shared/locate.ts';
import { installChunkReload } from './shared/chunkReload.ts';
import { applyBrandCssVars } from './shared/theme.ts';
import { Root } from './app/Root.tsx';
import './shared/styles/global.css';

installChunkReload();
applyBrandCssVars();

// Texts of the page's language are loaded before the first paint, so nothing flashes in the other language.
const entry = resolveClientEntry(window.location.pathname);
const lang = 'redirect' in entry ? locate(entry.redirect).lang : (entry.lang as 'cn' | 'en');

// The page's site tree (antd or antd-mobile) starts downloading alongside the texts instead of after the first render.
if (!('redirect' in entry) && !entry.standalone) {
  (entry.device === 'pc' ? import('./desktop/DesktopApp.tsx') : import('./mobile/MobileApp.tsx')).catch(() => undefined);
}

initI18n(lang).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
