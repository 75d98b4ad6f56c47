/**
 * The shared building blocks of the console's areas. React
 * components: render them inside an element and add `uiStyles` to its styles. Importing this module
 * registers their translations.
 */
// The blocks' labels (back, paginator, filter, table states) are in the navigation area's files.
import '../../../core/i18n/areas/navigation';

export { BackButton, type BackButtonProps } from './BackButton';
export { Button, type ButtonColor, type ButtonProps, type ButtonSize } from './Button';
export { DayInput, type DayInputProps } from './DayInput';
export {
  DATA_ROW_HEIGHT,
  DataTable,
  type DataColumn,
  type DataTablePaging,
  type DataTableProps,
  type FooterRow,
} from './DataTable';
export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings';
export { LIST_SEARCH_DELAY_MS, ListSearchBox, type ListSearchBoxProps } from './ListSearchBox';
export { DEFAULT_PAGE_SIZES, pageRange, Paginator, type PaginatorProps } from './Paginator';
export { uiStyles } from './styles';
export { Switch, type SwitchProps } from './Switch';
