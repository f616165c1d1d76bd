import { calls, type HeatmapTile, type RankingRegion } from '@signaldesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError } from '../http/AppError.js';
import { registerCall } from '../http/registerCall.js';
import type { MarketModule } from '../market/marketModule.js';
import { AnswerCache } from './answerCache.js';
import type { CalendarService } from './calendar/calendarService.js';
import { configuredCalendar } from './calendar/configuredCalendar.js';
import { mineCountries } from './calendar/mineCountries.js';
import { FearGreedService } from './feargreed/fearGreedService.js';
import { heatmapTiles } from './heatmap/heatmapTiles.js';
import { PeriodChanges } from './heatmap/periodChanges.js';
import { MarketBoard } from './marketBoard.js';
import { rankingLists } from './ranking/rankingLists.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This week's calendars, kept for the hour: the watchlists' earnings column reads the same answer. */
    calendar: CalendarService;
  }
}

/** The market overview: ranking, heatmap, economic and earnings calendars, and the fear-greed index. */
export function registerOverview(app: FastifyInstance, services: Services, market: MarketModule): void {
  const board = new MarketBoard(services.db);
  const periods = new PeriodChanges(services.db);
  const rankings = new AnswerCache<RankingRegion[]>();
  const heatmaps = new AnswerCache<HeatmapTile[]>();
  const calendar = configuredCalendar(services, market.service.provider, market.source);
  app.decorate('calendar', calendar);
  const fearGreed = new FearGreedService(services.db, market.service, services.now, (error) =>
    app.log.warn({ err: error }, 'fear-greed series load failed'),
  );
  const { overview } = calls;
  const sourceFailed = (error: unknown) => {
    app.log.warn({ err: error }, 'calendar source failed');
    return new AppError(503, 'calendarSourceFailed');
  };

  registerCall(app, services, overview.ranking, async ({ body }) => {
    const { version, rows } = await board.read();
    const regions = rankings.get(version, `${body.mincap}:${body.region}`, () => rankingLists(rows, body.mincap, body.region));
    return { mincap: body.mincap, regions };
  });

  registerCall(app, services, overview.heatmap, async ({ body }) => {
    const { version, rows } = await board.read();
    const changes = body.period === '1d' ? new Map() : await periods.changes(version, services.now());
    // Week and month changes are counted from the day's calendar, so a new day is a new version too.
    const day = Math.floor(services.now() / 86_400);
    const tiles = heatmaps.get(`${version}:${day}`, `${body.region}:${body.period}:${body.group}`, () =>
      heatmapTiles(rows, body.region, body.period, body.group, changes),
    );
    return { region: body.region, period: body.period, tiles };
  });

  registerCall(app, services, overview.economic, async ({ viewer }) => {
    const week = calendar.week();
    const list = await calendar.economic(week).catch((error: unknown) => {
      throw sourceFailed(error);
    });
    return {
      from: week.from,
      to: week.to,
      source: calendar.economicSource.name,
      list,
      mine: await mineCountries(services.db, viewer.user.userid),
    };
  });

  registerCall(app, services, overview.earnings, async () => {
    const week = calendar.week();
    const list = await calendar.earnings(week).catch((error: unknown) => {
      throw sourceFailed(error);
    });
    return { from: week.from, to: week.to, source: calendar.earningsSource.name, list };
  });

  registerCall(app, services, overview.fearGreed, async ({ body }) => {
    const index = await fearGreed.index();
    if (!index) throw new AppError(503, 'fearGreedNoData');
    return body.type === 'today' ? { ...index, history: [] } : index;
  });
}
