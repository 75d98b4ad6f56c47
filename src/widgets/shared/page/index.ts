/**
 * The page kit every console area builds its elements from (docs/adding-an-area.md): the list page,
 * the form page with its fields, the mutation helper, the query hook, the states, the row actions,
 * and the page's permission gate. Importing it registers the kit's translations.
 */
import '../../../core/i18n/areas/page';

export {
  CheckField,
  RadioField,
  SelectField,
  TextField,
  type RadioOption,
  type SelectOption,
} from './fields';
export {
  fieldKey,
  FormFields,
  newPasswordFields,
  type FieldSpec,
  type FieldText,
  type TextUnder,
  type PasswordFieldsOptions,
  type FormFieldsProps,
  type TextFieldSpec,
  type SelectFieldSpec,
  type ReferenceFieldSpec,
  type CheckFieldSpec,
  type RadioFieldSpec,
  type ClaimsFieldSpec,
  type GroupFieldSpec,
  type NodeFieldSpec,
} from './FormFields';
export { ChangedElsewhere, FormPage, type FormPageProps } from './FormPage';
export {
  targetOf,
  useCasinoEvents,
  useLiveUpdates,
  usePageAccess,
  usePageAgentId,
  useSubject,
} from './hooks';
export { ListPage, type ListPageProps } from './ListPage';
export { RouteGuard } from './route-guard';
export { RowActions, type RowAction, type RowActionsProps } from './RowActions';
export {
  ActionFeedback,
  ErrorMessage,
  FieldError,
  Forbidden,
  LoadFailed,
  Loading,
  pageGate,
  requestErrorText,
  SuccessMessage,
  type ErrorKey,
} from './states';
export { pageStyles } from './styles';
export { useAction, type Action, type ActionOptions, type Announcement } from './use-action';
export { useHostEvents, useNavigate } from '../host';
export {
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type SubmitHelpers,
} from './use-contract-form';
export {
  useFormPage,
  usePageForm,
  type FormPageOptions,
  type FormPageAttributes,
  type FormPageState,
  type FormPlace,
  type PageForm,
  type PageFormOptions,
  type Saved,
} from './use-form-page';
export { useListState } from './use-list-state';
export {
  ConfirmOption,
  listDefaults,
  listLoader,
  listPage,
  useDeleteAction,
  useListPage,
  type AreaListProps,
  type ActionGrant,
  type DeleteActionOptions,
  type ListPageDescription,
  type ListLoad,
  type ListPageKit,
  type ListSource,
  type SourcedListPageKit,
  type ListPageOptions,
  type ListPaging,
} from './use-list-page';
export {
  dayRangeFilter,
  listColumns,
  statusFilter,
  subAgentsFilter,
  switchFilter,
  type AmountHint,
  type CellContext,
  type ColumnBuilders,
  type ColumnSpec,
  type FilterSpec,
} from './list-specs';
export { useQuery, type QueryOptions } from './use-query';
export { usePageRecord, type PageRecord, type PageRecordOptions } from './use-page-record';
export { ClaimsField, claimLabel, type ClaimsFieldProps } from './ClaimsField';
export { useAllowedClaims, useReference, type ReferenceData, type ReferenceDataKind } from './use-reference';
export { useDebounced } from './use-debounced';
export { InlineForm } from './InlineForm';
export { ActionPanel, type ActionPanelProps, type PanelProps } from './ActionPanel';
export { Preview, type PreviewRow } from './Preview';
export { SettingPage, type SettingPageProps } from './SettingPage';
export { usePanelForm, type PanelForm, type PanelFormOptions } from './use-panel-form';
export { ReferenceField, type ReferenceFieldProps, type ReferenceKind } from './ReferenceField';
export { useForeignChange, type WatchedObject } from './use-foreign-change';
