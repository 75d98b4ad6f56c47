/**
 * List paginator ("list paginator showing 'start - end of total' or '0 of 0' when
 * empty, with translated labels for items per page, next and previous").
 *
 * Its texts are isolated (`<bdi>`): a right-to-left layout mirrors the paginator's place and order of
 * controls, never the order of the words and numbers inside a text.
 *
 * Props: `pageIndex` (0-based), `pageSize`, `total`, `pageSizes` (choices, default 10/25/50/100),
 * `onPageChange(index)`, `onPageSizeChange(size)`.
 */
import { useT } from '../hooks';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The shown range of a page: { start, end } 1-based and inclusive; null when there is nothing to show. */
export function pageRange(
  pageIndex: number,
  pageSize: number,
  total: number,
): { start: number; end: number } | null {
  if (total <= 0 || pageSize <= 0) return null;
  const start = Math.min(pageIndex * pageSize, Math.max(total - 1, 0)) + 1;
  return { start, end: Math.min(start - 1 + pageSize, total) };
}

export interface PaginatorProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export function Paginator({
  pageIndex,
  pageSize,
  total,
  pageSizes = DEFAULT_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
}: PaginatorProps) {
  const t = useT();
  const range = pageRange(pageIndex, pageSize, total);
  const pageCount = pageSize > 0 ? Math.ceil(total / pageSize) : 0;
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <div part="paginator" className="casino-paginator">
      <label className="casino-paginator-size">
        <bdi>{t('app.shared.ui.items-per-page')}</bdi>
        <select
          value={pageSize}
          disabled={!onPageSizeChange}
          onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {/* Isolated, in the text's own direction: in a right-to-left layout '1 - 5 of 5' keeps its order
          (not 'of 5 5 - 1'). */}
      <bdi part="paginator-range" className="casino-paginator-range" aria-live="polite">
        {range
          ? t('app.shared.ui.range', { start: range.start, end: range.end, total })
          : t('app.shared.ui.range-empty')}
      </bdi>
      {/* previous and next stay side by side: the pair wraps as one, never the next arrow alone */}
      <span className="casino-paginator-steps">
        <button
          type="button"
          className="casino-paginator-previous"
          aria-label={t('app.shared.ui.previous-page')}
          title={t('app.shared.ui.previous-page')}
          disabled={pageIndex <= 0}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className="casino-paginator-next"
          aria-label={t('app.shared.ui.next-page')}
          title={t('app.shared.ui.next-page')}
          disabled={pageIndex >= pageCount - 1}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          <ChevronRightIcon />
        </button>
      </span>
    </div>
  );
}
