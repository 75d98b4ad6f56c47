/** The header's icons (inline SVG, currentColor). */
const paths = {
  menu: 'M2 3.5h12v1.5H2zm0 3.75h12v1.5H2zM2 11h12v1.5H2z',
  fullscreen:
    'M1.5 1h4v1.5H3.06l2.47 2.47-1.06 1.06L2 3.56V6H.5V1zm13 0v5H13V3.56l-2.47 2.47-1.06-1.06L11.94 2.5H10.5V1zM.5 10H2v2.44l2.47-2.47 1.06 1.06L3.06 13.5H5.5V15h-5zm14 0v5h-5v-1.5h2.44l-2.47-2.47 1.06-1.06L13 12.44V10z',
  user: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6m-5.5 6.5c0-3 2.5-4.5 5.5-4.5s5.5 1.5 5.5 4.5z',
  signOut:
    'M6 2.5h-3v11h3V15H1.5V1H6zM10.94 4.44l3.56 3.56-3.56 3.56-1.06-1.06 1.75-1.75H5.5v-1.5h6.13L9.88 5.5z',
  caret: 'M4 6l4 4 4-4z',
  search:
    'M6.5 1a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 6.5 1m0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8',
  coins:
    'M8 1C4.7 1 2 2.1 2 3.5v9C2 13.9 4.7 15 8 15s6-1.1 6-2.5v-9C14 2.1 11.3 1 8 1m0 1.5c2.9 0 4.5.9 4.5 1s-1.6 1-4.5 1-4.5-.9-4.5-1 1.6-1 4.5-1',
};

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
