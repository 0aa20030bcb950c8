import { api } from '../../lib/api.ts'

/** spec §7 get-data: settings, layout and branches for the selected branch. */
export const getData = () => api('GET /api/get-data')
