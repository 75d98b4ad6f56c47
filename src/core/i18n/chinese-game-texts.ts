/**
 * The Chinese texts of the game-round details (locales/zh-cn/games.json, a chunk of its own, which
 * areas/games.ts registers): asked for early by the partner embed's first script when the page is
 * shown in Chinese. Both imports name the same module, so the file is fetched once.
 */
export const loadChineseGameTexts = () => import('./locales/zh-cn/games.json');
