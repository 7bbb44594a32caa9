import { useTranslation } from 'react-i18next';
import { useHotPackages } from '../../../../shared/catalogue/api/getHotPackages.ts';
import { useCatalogueSearch } from '../../../../shared/catalogue/api/search.ts';
import { DRAFTING_PRODUCT_TYPE } from '../../../../shared/catalogue/types.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { Failed, Loading, Nothing } from './LoadState.tsx';
import { PackageCard } from './PackageCard.tsx';
import { TemplateItem } from './TemplateItem.tsx';

/** Templates and packages matching the keyword, on a phone. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalogue');
  const paths = usePaths();
  const found = useCatalogueSearch(keyword);
  const hot = useHotPackages(DRAFTING_PRODUCT_TYPE);
  if (found.isPending) return <Loading />;
  if (found.isError) return <Failed onRetry={() => void found.refetch()} />;
  const { templates, packages } = found.data;
  if (templates.length === 0 && packages.length === 0) {
    return (
      <>
        <Nothing text={t('search.none', { q: keyword })} />
        {(hot.data?.length ?? 0) > 0 && (
          <section aria-labelledby="lb-m-search-hot" className="lb-m-group lb-m-pad-x">
            <h2 id="lb-m-search-hot" className="lb-m-group__title">
              {t('search.popular')}
            </h2>
            <ul className="lb-m-pcards">
              {hot.data!.map((p) => (
                <PackageCard key={p.id} pkg={p} />
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }
  return (
    <>
      {templates.length > 0 && (
        <section aria-labelledby="lb-m-search-templates" className="lb-m-card lb-m-card--flush">
          <h2 id="lb-m-search-templates" className="lb-m-card__title lb-m-card__title--pad">
            {t('search.templates')} <span className="lb-m-muted">{templates.length}</span>
          </h2>
          <ul className="lb-m-tlist">
            {templates.map((tpl) => (
              <TemplateItem key={tpl.id} template={tpl} to={paths.to('template', { templateId: tpl.id })} />
            ))}
          </ul>
        </section>
      )}
      {packages.length > 0 && (
        <section aria-labelledby="lb-m-search-packages" className="lb-m-group lb-m-pad-x">
          <h2 id="lb-m-search-packages" className="lb-m-group__title">
            {t('search.packages')} <span className="lb-m-muted">{packages.length}</span>
          </h2>
          <ul className="lb-m-pcards">
            {packages.map((p) => (
              <PackageCard key={p.id} pkg={p} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
