import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { SEARCH_ROUTE } from '../../shared/navItems.ts';
import { LinkButton } from '../components/LinkButton.tsx';

/** Searches the template catalogue. On narrower desktops it folds into a button that opens the catalogue. */
export function SearchBox() {
  const { t } = useTranslation('common');
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <>
    <LinkButton to={paths.to(SEARCH_ROUTE)} type="text" shape="circle" icon={<SearchOutlined />} className="lb-search-fold" aria-label={t('search.label')} />
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
    </>
  );
}
