import { api } from '../../lib/api.ts'

/** spec §7 cache-info: the versions that say which stored data is stale. */
export const getCacheInfo = () => api('GET /api/cache-info')
