/**
 * Button ("button with colours blue or red, small size, disabled state (click
 * ignored when disabled)").
 *
 * Props: `color` 'blue' (default) | 'red'; `size` 'normal' (default) | 'small'; `disabled`;
 * `onClick`; `type` (default 'button'); `title`; children. A disabled button is `disabled` and
 * `aria-disabled`, and its click handler is never called. Parts: `button`, plus `button-red` /
 * `button-small` for the variants.
 */
import type { MouseEvent, ReactNode } from 'react';

export type ButtonColor = 'blue' | 'red';
export type ButtonSize = 'normal' | 'small';

export interface ButtonProps {
  color?: ButtonColor;
  size?: ButtonSize;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  title?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
}

export function Button({
  color = 'blue',
  size = 'normal',
  disabled = false,
  type = 'button',
  title,
  onClick,
  children,
}: ButtonProps) {
  const classes = ['casino-button', `casino-button-${color}`, size === 'small' ? 'casino-button-small' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      part={['button', `button-${color}`, size === 'small' ? 'button-small' : ''].filter(Boolean).join(' ')}
      className={classes}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      title={title}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
