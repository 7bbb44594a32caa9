import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalogueSearch } from '../../../../shared/catalogue/api/search.ts';
import { useHotPackages } from '../../../../shared/catalogue/api/getHotPackages.ts';
import { DRAFTING_PRODUCT_TYPE } from '../../../../shared/catalogue/types.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { Failed, Loading, Nothing } from './LoadState.tsx';
import { PackageRow } from './PackageRow.tsx';
import { TemplateCard } from './TemplateCard.tsx';

/** The header search's page: templates and packages matching `?keyword=`, with the box to refine it. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalogue');
  const paths = usePaths();
  const navigate = useNavigate();
  const found = useCatalogueSearch(keyword);
  const hot = useHotPackages(DRAFTING_PRODUCT_TYPE);
  const data = found.data;
  const none = data && data.templates.length === 0 && data.packages.length === 0;
  return (
    <div className="lb-search-page">
      <header className="lb-cat-pagehead">
        <h1>{t('search.resultsFor', { q: keyword })}</h1>
      </header>
      <form role="search" className="lb-search-page__box" onSubmit={(e) => e.preventDefault()}>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          enterButton={t('search.button')}
          size="large"
          allowClear
          onSearch={(v) => {
            const q = v.trim();
            navigate(paths.to('classify') + (q ? `?keyword=${encodeURIComponent(q)}` : ''));
          }}
        />
      </form>
      {found.isPending ? (
        <Loading rows={6} />
      ) : found.isError ? (
        <Failed onRetry={() => void found.refetch()} />
      ) : none ? (
        <>
          <Nothing text={t('search.none', { q: keyword })} />
          {(hot.data?.length ?? 0) > 0 && (
            <section aria-labelledby="lb-search-hot" className="lb-search-page__group">
              <h2 id="lb-search-hot">{t('search.popular')}</h2>
              <div className="lb-prows">
                {hot.data!.map((p) => (
                  <PackageRow key={p.id} pkg={p} />
                ))}
              </div>
            </section>
          )}
        </>
      ) : (
        <>
          {data!.templates.length > 0 && (
            <section aria-labelledby="lb-search-templates" className="lb-search-page__group">
              <h2 id="lb-search-templates">
                {t('search.templates')} <span className="lb-muted">{data!.templates.length}</span>
              </h2>
              <div className="lb-tcards">
                {data!.templates.map((tpl) => (
                  <TemplateCard key={tpl.id} template={tpl} to={paths.to('template', { templateId: tpl.id })} />
                ))}
              </div>
            </section>
          )}
          {data!.packages.length > 0 && (
            <section aria-labelledby="lb-search-packages" className="lb-search-page__group">
              <h2 id="lb-search-packages">
                {t('search.packages')} <span className="lb-muted">{data!.packages.length}</span>
              </h2>
              <div className="lb-prows">
                {data!.packages.map((p) => (
                  <PackageRow key={p.id} pkg={p} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
