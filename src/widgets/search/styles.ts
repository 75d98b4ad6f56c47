import { css } from '../shared/styles';

export const searchStyles = css`
  .box {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_casino-spacing);
    max-width: 40em;
  }
  .box input {
    flex: 1;
    min-width: 12em;
  }
  .box button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .groups {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 22em), 1fr));
    gap: calc(var(--_casino-spacing) * 2);
    align-items: start;
  }
  .group {
    min-width: 0;
    padding: var(--_casino-spacing);
    border: 1px solid var(--_casino-color-border);
    border-radius: var(--_casino-radius);
  }
  .group h2 {
    margin: 0 0 6px;
    font-size: 1.05em;
  }
  .hits {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .hits li {
    display: flex;
    flex-direction: column;
    padding: 5px 0;
    border-top: 1px solid var(--_casino-color-border);
  }
  .hits a {
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  .detail {
    overflow-wrap: anywhere;
    font-size: 0.9em;
    color: var(--_casino-color-text-muted);
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    margin-top: 6px;
  }
  .failed {
    display: grid;
    gap: 6px;
    justify-items: start;
  }
`;
