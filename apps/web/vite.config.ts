import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Chunks: the shell and React (+ router, i18n, react-query) load first; the desktop tree (antd) and the mobile tree
 * (antd-mobile) are lazy entries, so each UI library lands in its own tree's chunk and a phone never downloads antd
 * (nor a desktop antd-mobile). Named vendor groups for the two UI libraries were tried and dropped: the packages they
 * share (classnames, dayjs, ...) then tie the two chunks together. Locale texts are grouped per language.
 */
const pkg = (id: string): string | null => {
  const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return m ? m[1].replace('\\', '/') : null;
};
const REACT = new Set(['react', 'react-dom', 'scheduler', 'react-router', '@tanstack/query-core', '@tanstack/react-query', 'i18next', 'react-i18next', 'html-parse-stringify', 'void-elements', 'cookie', 'set-cookie-parser']);

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        entryFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: (id: string) => REACT.has(pkg(id) ?? ''), priority: 30 },
            { name: (id: string) => (/[\\/]locales[\\/]cn[\\/]/.test(id) ? 'locale-cn' : /[\\/]locales[\\/]en[\\/]/.test(id) ? 'locale-en' : null), test: /[\\/]locales[\\/](cn|en)[\\/][^\\/]+\.json$/, priority: 40 },
          ],
        },
      },
    },
  },
});
