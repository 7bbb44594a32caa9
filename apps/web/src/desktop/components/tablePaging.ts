import type { TablePaginationConfig } from 'antd';

/** A table's pager for a list read page by page: shown only when there is more than one page, without a size picker. */
export function tablePaging(page: number, pageSize: number, total: number, onChange: (page: number) => void): TablePaginationConfig | false {
  return total > pageSize ? { current: page, pageSize, total, onChange, showSizeChanger: false } : false;
}
