import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { createAnalytics, type Analytics } from '../../analytics/create-analytics';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

export default fp(
  async function analytics(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('analytics', createAnalytics(opts.config, { db: app.db, log: app.log }));
  },
  { name: 'analytics', dependencies: ['database'] },
);
