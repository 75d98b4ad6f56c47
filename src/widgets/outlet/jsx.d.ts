// The shell elements the outlet renders by tag in JSX.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { part?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'casino-login': ElementProps;
      'casino-error-page': ElementProps & { code?: string };
    }
  }
}
