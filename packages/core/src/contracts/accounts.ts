import { Type } from 'typebox'
import { AuthAnswer, LoginBody, RegisterBody, User } from '../api/accounts.ts'
import { defineEndpoints } from './define.ts'

/** issue 9 account calls. `login` and `register` carry the guest-id header like every guest call. */
export const accountEndpoints = defineEndpoints({
  'POST /api/register': { tags: ['accounts'], body: RegisterBody, status: 201, response: AuthAnswer },
  'POST /api/login': { tags: ['accounts'], body: LoginBody, response: AuthAnswer },
  'POST /api/logout': { tags: ['accounts'], response: Type.Object({ message: Type.String() }) },
  'GET /api/user/details': { tags: ['accounts'], response: Type.Object({ user: User }) },
})
