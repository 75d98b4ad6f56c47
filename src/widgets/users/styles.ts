/** Styles of the users area's pages beyond the page kit: the roles page's list and editor side by side, the profile's account block. */
import { css } from '../shared/styles';

export const usersStyles = css`
  .roles-layout {
    display: grid;
    grid-template-columns: minmax(12em, 18em) 1fr;
    gap: calc(var(--_casino-spacing) * 2);
    align-items: start;
  }
  @media (max-width: 700px) {
    .roles-layout {
      grid-template-columns: 1fr;
    }
  }
  .role-list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .role-list button {
    width: 100%;
    text-align: start;
  }
  .role-list button.current {
    font-weight: 600;
  }
  .role-list button.current .hint {
    color: inherit;
  }
  .account {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .account dt {
    font-weight: 600;
  }
  .account dd {
    margin: 0;
  }
`;
