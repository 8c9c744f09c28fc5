export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog.tsx';
export { withQuestionMark } from './questionMark.ts';
