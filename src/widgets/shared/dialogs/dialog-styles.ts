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
    border: 1px solid var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
    border-radius: calc(var(--casino-radius, 4px) * 2);
    background: var(--casino-color-surface, light-dark(#ffffff, #151b23));
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  }
  dialog.casino-dialog::backdrop {
    background: var(--casino-dialog-backdrop, rgba(15, 20, 25, 0.55));
  }
  .casino-dialog-title {
    margin: 0;
    padding: calc(var(--casino-spacing, 8px) * 2) calc(var(--casino-spacing, 8px) * 2) 0;
    font-size: 1.15em;
    font-weight: 600;
  }
  .casino-dialog-content {
    padding: var(--casino-spacing, 8px) calc(var(--casino-spacing, 8px) * 2);
    color: var(--casino-color-text-muted, light-dark(#59636e, #9198a1));
    white-space: pre-line;
  }
  .casino-dialog-actions {
    display: flex;
    justify-content: flex-end;
    gap: var(--casino-spacing, 8px);
    padding: var(--casino-spacing, 8px) calc(var(--casino-spacing, 8px) * 2)
      calc(var(--casino-spacing, 8px) * 2);
  }
  .casino-dialog-actions button {
    min-width: 72px;
  }
  .casino-dialog-form {
    display: flex;
    flex-direction: column;
    gap: calc(var(--casino-spacing, 8px) / 2);
    margin-top: var(--casino-spacing, 8px);
    white-space: normal;
  }
  .casino-dialog-label {
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
    font-weight: 600;
  }
  .casino-dialog-form input {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
    border-radius: var(--casino-radius, 4px);
    background: var(--casino-color-surface, light-dark(#ffffff, #151b23));
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
  }
  .casino-dialog-form input[aria-invalid='true'] {
    border-color: var(--casino-color-danger, light-dark(#cf222e, #f85149));
  }
  .casino-dialog-error {
    color: var(--casino-color-danger, light-dark(#cf222e, #f85149));
  }
  .casino-dialog-actions button.secondary {
    color: var(--casino-color-text, light-dark(#1f2328, #f0f6fc));
    background: transparent;
    border-color: var(--casino-color-border, light-dark(#d1d9e0, #3d444d));
  }
`;
