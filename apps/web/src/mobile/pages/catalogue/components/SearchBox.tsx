import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The catalogue search on a phone: a labelled search field and its button. */
export function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('catalogue');
  const [value, setValue] = useState(keyword);
  return (
    <form
      role="search"
      className="lb-m-searchbox"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor="lb-m-search-input" className="lb-visually-hidden">
        {t('search.label')}
      </label>
      <span className="lb-m-searchbox__field">
        <SearchOutline aria-hidden="true" />
        <Input
          id="lb-m-search-input"
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={setValue}
          clearable
          onClear={() => keyword && onSearch('')}
          placeholder={t('search.placeholder')}
        />
      </span>
      <Button type="submit" color="primary" size="small">
        {t('search.button')}
      </Button>
    </form>
  );
}
