/**
 * Reference data: GET /api/country, /api/currency (and ?id=EUR for one), /api/language,
 * /api/timezone (src/core/reference/contract.ts). Any signed-in user may read them.
 */
import type { FastifyInstance } from 'fastify';
import { referenceEndpoints as ep } from '../../core/reference/contract';
import type { ServerContext } from '../context';
import { route } from '../contract';
import { notFound } from '../errors';

export async function countryRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  route(app, ep.countries, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM countries ORDER BY name',
    );
    return rows;
  });
}

export async function currencyRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  route(app, ep.currencies, { auth: 'token', tag: 'reference' }, async (request) => {
    const { id } = request.query;
    const { rows } = await ctx.db.query<{ id: string; name: string; symbol: string; decimals: number }>(
      `SELECT id, name, symbol, decimals FROM currencies ${id ? 'WHERE id = $1' : ''} ORDER BY id`,
      id ? [id] : [],
    );
    if (!id) return rows;
    if (!rows[0]) throw notFound(`Currency ${id} not found`);
    return rows[0];
  });
}

export async function languageRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  route(app, ep.languages, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; name: string; flag: string }>(
      "SELECT id, name, flag FROM languages ORDER BY id = 'en' DESC, id",
    );
    return rows;
  });
}

export async function timezoneRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  route(app, ep.timezones, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; timezoneLocation: string; utcOffsetMinutes: number }>(
      'SELECT id, timezone_location AS "timezoneLocation", utc_offset_minutes AS "utcOffsetMinutes" FROM timezones ORDER BY utc_offset_minutes, id',
    );
    return rows;
  });
}
