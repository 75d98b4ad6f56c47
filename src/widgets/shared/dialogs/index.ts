export { ConfirmDialog, InfoDialog, type DialogText } from './Dialog';
export { dialogStyles } from './dialog-styles';
export { useDialogs, type Dialogs } from './use-dialogs';
