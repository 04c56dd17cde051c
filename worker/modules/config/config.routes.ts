import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { getPublicConfig } from './config.service';

export const configRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ config: getPublicConfig(c.var.settings, c.var.baseUrl) }));
