import { afterEach } from 'vitest';

// Each test starts with empty browser storage, as a fresh visitor would.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
