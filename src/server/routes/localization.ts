/**
 * GET /api/localization/game_strings/{en|zh-cn}.json (casino management, public: the console and
 * the public game-history page load it before or without a login). Deep-merged by the client into
 * its translations:
 * - `app.games.names.<externalGameId>`: game names; `app.games.kinds.<kind>`: detail kinds;
 * - top-level keys for the roulette bet descriptions the rounds carry ('Straight Up 17', 'Red', ...),
 *   because the roulette view translates a description by using it as the key.
 */
import { GAME_CATALOG, DETAIL_KINDS, localizedGameName, type DetailKind } from '../games/catalog';
import { notFound } from '../errors';
import { publicCors } from '../security-headers';
import { routeModule } from '../plugins/route-module';

type Lng = 'en' | 'zh-cn';

const KIND_NAMES: Record<Lng, Record<DetailKind, string>> = {
  en: {
    slot: 'Slot',
    blackjack: 'Blackjack',
    roulette: 'Roulette',
    keno: 'Keno',
    videoPoker: 'Video Poker',
    triCardPoker: 'Tri Card Poker',
    cardGames: 'Card Games',
    crashGames: 'Crash Games',
  },
  'zh-cn': {
    slot: '老虎机',
    blackjack: '二十一点',
    roulette: '轮盘',
    keno: '基诺',
    videoPoker: '视频扑克',
    triCardPoker: '三张牌扑克',
    cardGames: '纸牌游戏',
    crashGames: '崩盘游戏',
  },
};

/** Roulette bet descriptions in the words of the seeded rounds, with their Chinese. */
function rouletteDescriptions(lng: Lng): Record<string, string> {
  const zh = lng === 'zh-cn';
  const out: Record<string, string> = {};
  const put = (en: string, cn: string) => (out[en] = zh ? cn : en);
  for (let n = 0; n <= 36; n++) put(`Straight Up ${n}`, `直注 ${n}`);
  for (let a = 1; a <= 35; a++) {
    if (a % 3 !== 0) put(`Split ${a}/${a + 1}`, `分注 ${a}/${a + 1}`);
    if (a <= 33) put(`Split ${a}/${a + 3}`, `分注 ${a}/${a + 3}`);
  }
  for (let a = 1; a <= 34; a += 3) put(`Street ${a}-${a + 2}`, `街注 ${a}-${a + 2}`);
  for (let a = 1; a <= 32; a++)
    if (a % 3 !== 0) put(`Corner ${a}/${a + 1}/${a + 3}/${a + 4}`, `角注 ${a}/${a + 1}/${a + 3}/${a + 4}`);
  for (let a = 1; a <= 31; a += 3) put(`Six Line ${a}-${a + 5}`, `六线注 ${a}-${a + 5}`);
  ['1st', '2nd', '3rd'].forEach((o, i) => {
    put(`${o} Dozen`, `第${'一二三'[i]}打`);
    put(`${o} Column`, `第${'一二三'[i]}列`);
  });
  put('Red', '红');
  put('Black', '黑');
  put('Odd', '单');
  put('Even', '双');
  put('1-18', '小 (1-18)');
  put('19-36', '大 (19-36)');
  return out;
}

export function gameStrings(lng: Lng) {
  const names = Object.fromEntries(
    GAME_CATALOG.map((g) => [String(g.externalGameId), localizedGameName(g, lng)]),
  );
  return {
    ...rouletteDescriptions(lng),
    app: {
      games: {
        names,
        kinds: Object.fromEntries(DETAIL_KINDS.map((k) => [k, KIND_NAMES[lng][k]])),
      },
    },
  };
}

export const localizationRoutes = routeModule(async function localizationRoutes(app) {
  app.get<{ Params: { file: string } }>(
    '/api/localization/game_strings/:file',
    {
      // the partner embed loads them from any origin (public texts, no session)
      config: publicCors,
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: '^[a-z-]+\\.json$' } },
        },
      },
    },
    async (request, reply) => {
      const lng = request.params.file.replace(/\.json$/, '');
      if (lng !== 'en' && lng !== 'zh-cn') throw notFound(`No game strings for language ${lng}`);
      return reply.header('Cache-Control', 'public, max-age=300').send(gameStrings(lng));
    },
  );
});
