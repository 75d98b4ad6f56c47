/**
 * Styles of the confirmation and information dialogs. An element that opens dialogs adds
 * `dialogStyles` to its `styles` (the dialogs render inside its shadow root).
 *
 * @cssprop --casino-dialog-width - Width of a dialog (default min(420px, 100vw - 32px)).
 * @cssprop --casino-dialog-backdrop - Colour of the backdrop behind a modal dialog.
 */
import { css } from '../styles';

export const dialogStyles = css`
  dialog.casino-dialog {
    width: var(--casino-dialog-width, min(420px, calc(100vw - 32px)));
    max-width: calc(100vw - 32px);
    padding: 0;
    border: 1px solid var(--_casino-color-border);
    border-radius: calc(var(--_casino-radius) * 2);
    background: var(--_casino-color-surface);
    color: var(--_casino-color-text);
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  }
  dialog.casino-dialog::backdrop {
    background: var(--_casino-dialog-backdrop);
  }
  .casino-dialog-title {
    margin: 0;
    padding: calc(var(--_casino-spacing) * 2) calc(var(--_casino-spacing) * 2) 0;
    font-size: 1.15em;
    font-weight: 600;
  }
  .casino-dialog-content {
    padding: var(--_casino-spacing) calc(var(--_casino-spacing) * 2);
    color: var(--_casino-color-text-muted);
    white-space: pre-line;
  }
  .casino-dialog-actions {
    display: flex;
    justify-content: flex-end;
    gap: var(--_casino-spacing);
    padding: var(--_casino-spacing) calc(var(--_casino-spacing) * 2) calc(var(--_casino-spacing) * 2);
  }
  .casino-dialog-actions button {
    min-width: 72px;
  }
  .casino-dialog-form {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_casino-spacing) / 2);
    margin-top: var(--_casino-spacing);
    white-space: normal;
  }
  .casino-dialog-label {
    color: var(--_casino-color-text);
    font-weight: 600;
  }
  .casino-dialog-form input {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
    background: var(--_casino-color-surface);
    color: var(--_casino-color-text);
  }
  .casino-dialog-form input[aria-invalid='true'] {
    border-color: var(--_casino-color-danger);
  }
  .casino-dialog-error {
    color: var(--_casino-color-danger);
  }
  .casino-dialog-actions button.secondary {
    color: var(--_casino-color-text);
    background: transparent;
    border-color: var(--_casino-color-border);
  }
`;
