/**
 * The name of each report in both languages: its page's title, breadcrumb and browser tab, its entry
 * in the report list, and the name of its CSV download. Part of the reports area's labels (loaded with
 * the console's shell, so a report's tab and crumb are named before its page loads) and of the
 * server's report texts.
 */
export const REPORT_NAMES = {
  en: {
    'game-history': 'Game History',
    'player-sessions': 'Player Sessions',
    'agent-summary': 'Agent Summary',
    'credit-transfer': 'Credit Transfer',
    'balance-adjustments': 'Balance Adjustments',
    'cafe-summary': 'Cafe Summary',
    'player-game': 'Player Game',
    'game-performance': 'Game Performance',
    'casino-performance': 'Casino Performance',
    'player-performance': 'Player Performance',
    'game-activity': 'Game Activity',
    dashboard: 'Dashboard',
    'pending-games': 'Pending games',
    'side-bets': 'Side Bets',
    'opt-in': 'Opt-In',
    'jackpot-history': 'Jackpot History',
    'tournament-winners': 'Tournament Winners',
  },
  'zh-cn': {
    'game-history': '游戏历史',
    'player-sessions': '玩家会话',
    'agent-summary': '代理汇总',
    'credit-transfer': '额度转移',
    'balance-adjustments': '余额调整',
    'cafe-summary': '网点汇总',
    'player-game': '玩家游戏',
    'game-performance': '游戏表现',
    'casino-performance': '娱乐场表现',
    'player-performance': '玩家表现',
    'game-activity': '游戏活动',
    dashboard: '仪表板',
    'pending-games': '未结算游戏',
    'side-bets': '边注',
    'opt-in': '选择加入',
    'jackpot-history': '奖池历史',
    'tournament-winners': '锦标赛获胜者',
  },
} as const;
