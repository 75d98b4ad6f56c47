/**
 * The agents area: the sub-agents list, the agent form, credit adjustment, and the pages of one agent
 * (IP whitelist, multicash, wallet parent) under /{agentId}/agents.
 */
import { can } from '../../permissions';
import type { AreaManifest } from '../types';
import { adjustCreditsDisabled } from './rules';

export const agentsArea = {
  key: 'agents',
  routes: [
    {
      path: 'agents',
      title: 'app.console.pages.agents',
      element: 'casino-agents',
      children: [
        { path: 'create', title: 'app.console.pages.create-agent', element: 'casino-agent-form' },
        {
          path: 'edit/:id',
          title: 'app.console.pages.edit-agent',
          element: 'casino-agent-form',
          // The agent edited, when the tree can place it; else the list it is edited from.
          access: (subject, agent, ctx) => {
            const edited = ctx.findAgent?.(ctx.params.id);
            return edited ? can.editAgent(subject, edited) : can.viewAgents(subject, agent);
          },
        },
        {
          path: 'adjust-credit',
          title: 'app.console.pages.adjust-credit',
          element: 'casino-adjust-credit',
          // the router refuses a disabled agent (the own root agent, a credit source); the page says why
          pageAccess: (subject, agent, ctx) =>
            adjustCreditsDisabled(subject, agent, ctx) ||
            can.creditAgent(subject, agent) ||
            can.removeAgentCredits(subject, agent),
        },
        {
          path: 'ip-whitelist',
          title: 'app.console.pages.ip-whitelist',
          element: 'casino-ip-whitelist',
          access: (subject, agent) => can.viewIpWhitelist(subject, agent),
          forbidden: 'app.agents.ipWhitelist.no-view',
        },
        {
          path: 'multicash',
          title: 'app.console.pages.multicash',
          element: 'casino-multicash',
          access: (subject, agent) => can.seeAgent(subject, agent) || can.creditAgent(subject, agent),
        },
        {
          path: 'wallet-parent',
          title: 'app.console.pages.wallet-parent',
          element: 'casino-wallet-parent',
          access: (subject, agent) => can.viewWalletAgent(subject, agent),
          forbidden: 'app.agents.walletParent.no-view',
        },
      ],
    },
  ],
  menu: [
    {
      path: 'agents',
      nameKey: 'app.console.menu.agents',
      icon: 'fa fa-sitemap',
      section: 'areas',
      order: 1,
      visible: can.viewAgents,
    },
    {
      path: 'agents/adjust-credit',
      nameKey: 'app.console.menu.adjust-credits',
      icon: 'fa fa-money',
      section: 'actions',
      order: 11,
      visible: (subject, agent) => can.creditAgent(subject, agent) || can.removeAgentCredits(subject, agent),
      disabled: adjustCreditsDisabled,
    },
    {
      path: 'agents/create',
      nameKey: 'app.console.menu.create-agent',
      icon: 'fa fa-plus',
      section: 'actions',
      order: 12,
      visible: can.addAgent,
    },
  ],
  search: {
    option: 'agents',
    label: 'app.console.menu.agents',
    load: () => import('./search').then((m) => m.searchAgents),
  },
  labels: {
    en: {
      app: {
        console: {
          pages: {
            agents: 'Agents',
            'create-agent': 'Create Agent',
            'edit-agent': 'Edit Agent',
            'adjust-credit': 'Adjust Credit',
            'ip-whitelist': 'IP Whitelist',
            multicash: 'Multicash',
            'wallet-parent': 'Wallet Parent',
          },
          menu: { agents: 'Agents', 'adjust-credits': 'Adjust Credits', 'create-agent': 'Create Agent' },
        },
      },
    },
    'zh-cn': {
      app: {
        console: {
          pages: {
            agents: '代理',
            'create-agent': '创建代理',
            'edit-agent': '编辑代理',
            'adjust-credit': '调整信用额度',
            'ip-whitelist': 'IP 白名单',
            multicash: '多重现金',
            'wallet-parent': '钱包上级',
          },
          menu: { agents: '代理', 'adjust-credits': '调整信用额度', 'create-agent': '创建代理' },
        },
      },
    },
  },
} as const satisfies AreaManifest;
