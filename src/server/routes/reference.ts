/**
 * Reference data: GET /api/country, /api/currency (and ?id=EUR for one), /api/language,
 * /api/timezone (src/core/reference/contract.ts). Any signed-in user may read them.
 */
import { referenceEndpoints as ep } from '../../core/reference/contract';
import { route } from '../contract';
import { notFound } from '../errors';
import { routeModule } from '../plugins/route-module';

export const countryRoutes = routeModule(async function countryRoutes(app) {
  const ctx = app.ctx;
  route(app, ep.countries, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM countries ORDER BY name',
    );
    return rows;
  });
});

export const currencyRoutes = routeModule(async function currencyRoutes(app) {
  const ctx = app.ctx;
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
});

export const languageRoutes = routeModule(async function languageRoutes(app) {
  const ctx = app.ctx;
  route(app, ep.languages, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; name: string; flag: string }>(
      "SELECT id, name, flag FROM languages ORDER BY id = 'en' DESC, id",
    );
    return rows;
  });
});

export const timezoneRoutes = routeModule(async function timezoneRoutes(app) {
  const ctx = app.ctx;
  route(app, ep.timezones, { auth: 'token', tag: 'reference' }, async () => {
    const { rows } = await ctx.db.query<{ id: string; timezoneLocation: string; utcOffsetMinutes: number }>(
      'SELECT id, timezone_location AS "timezoneLocation", utc_offset_minutes AS "utcOffsetMinutes" FROM timezones ORDER BY utc_offset_minutes, id',
    );
    return rows;
  });
});
