/**
 * What `npm start` prints once the server answers: where each service is, the database, the backups
 * and the demo logins (the four of the seed: admin, agent, viewer and the players' support login).
 */
import type { ServiceUrls } from './context';
import { DEMO_LOGINS } from './seed/demo';
import { SUPPORT_LOGIN } from './seed/players';

/** Every login the demo seed creates for a person to try, with its password and what it may do. */
export const START_LOGINS = [...DEMO_LOGINS, SUPPORT_LOGIN] as const;

export interface BannerFacts {
  seconds: number;
  consoleUrl: string;
  urls: ServiceUrls;
  database: string;
  backups?: string;
}

export function startBanner(facts: BannerFacts): string[] {
  return [
    `casino-widgets back-office ready in ${facts.seconds.toFixed(1)} s`,
    `  console            ${facts.consoleUrl}/`,
    `  identity           ${facts.urls.identity}`,
    `  API                ${facts.urls.api}`,
    `  casino management  ${facts.urls.casinoManagement}`,
    `  report service     ${facts.urls.report}`,
    `  database           ${facts.database}`,
    ...(facts.backups ? [`  backups            ${facts.backups}`] : []),
    '  demo logins:',
    ...START_LOGINS.map(
      (login) => `    ${login.username.padEnd(8)} ${login.password.padEnd(12)} ${login.role}`,
    ),
  ];
}
