import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Closed unless CORS_ORIGINS names the other sites that may call the API from a browser. */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((o) => o.trim()) : false,
  });
}
