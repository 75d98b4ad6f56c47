export {
  ChoiceDialog,
  ConfirmDialog,
  InfoDialog,
  PromptDialog,
  type Choice,
  type ChoiceDialogProps,
  type DialogText,
  type PromptDialogProps,
} from './Dialog';
export { dialogStyles } from './dialog-styles';
export { useDialogs, type ChoiceOptions, type Dialogs, type PromptOptions } from './use-dialogs';
