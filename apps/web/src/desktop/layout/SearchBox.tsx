import { Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { SEARCH_ROUTE } from '../../shared/navItems.ts';

/** Searches the template catalogue. */
export function SearchBox() {
  const { t } = useTranslation('common');
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="lb-search"
      onSubmit={(e) => e.preventDefault()}
    >
      <Input.Search
        allowClear
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        enterButton={false}
        onSearch={(value) => {
          const q = value.trim();
          navigate(paths.to(SEARCH_ROUTE) + (q ? `?keyword=${encodeURIComponent(q)}` : ''));
        }}
      />
    </form>
  );
}
