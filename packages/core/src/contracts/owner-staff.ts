import { Type, type Static } from 'typebox'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

export { STAFF_ROLES, type StaffRole } from '../constants.ts'

const tags = ['admin'] as const

export const StaffRoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('manager'), Type.Literal('staff')])

export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
  active: Type.Boolean(),
  /** False until the person has chosen a password through their setup link. */
  password_set: Type.Boolean(),
  created_at: Type.String(),
})
export type StaffMember = Static<typeof StaffMember>

/** Who is calling: a staff member, or the owner token used as an API key (staff is null then). */
export const StaffMe = Type.Object({ role: StaffRoleSchema, staff: Type.Union([StaffMember, Type.Null()]) })
export type StaffMe = Static<typeof StaffMe>

const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH })
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
/** A setup link's secret: 256 bits in base64url. */
const SetupToken = Type.String({ minLength: 20, maxLength: 100 })

export const StaffSignInBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
  { additionalProperties: false },
)
export const StaffSession = Type.Object({ token: Type.String(), staff: StaffMember })
export type StaffSession = Static<typeof StaffSession>

/** What a setup link is for: the first owner (who gives their name and e-mail) or an invited person. */
export const SetupLinkInfo = Type.Object({
  kind: Type.Union([Type.Literal('first_owner'), Type.Literal('invite')]),
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  role: StaffRoleSchema,
})
export type SetupLinkInfo = Static<typeof SetupLinkInfo>
export const SetupCheckBody = Type.Object({ token: SetupToken }, { additionalProperties: false })
/** name and email are required for the first owner and ignored for an invite (the owner chose them). */
export const SetupBody = Type.Object(
  { token: SetupToken, name: Type.Optional(Name), email: Type.Optional(Email), password: Password },
  { additionalProperties: false },
)

export const StaffInviteBody = Type.Object({ name: Name, email: Email, role: StaffRoleSchema }, { additionalProperties: false })
/** The new person, and the one-time link that lets them choose a password (shown once; also mailed). */
export const StaffInvited = Type.Object({ staff: StaffMember, setup_link: Type.String() })
export const StaffUpdateBody = Type.Object({ name: Name, role: StaffRoleSchema, active: Type.Boolean() }, { additionalProperties: false })
const StaffParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })
const Ok = Type.Object({ ok: Type.Boolean() })

/** Signing in, setting up and the session: these three calls take no token (checked by admin/routes.ts). */
export const staffPublicEndpoints = defineEndpoints({
  'POST /api/admin/sign-in': {
    tags,
    summary: 'Sign in as staff (e-mail and password)',
    security: ACCESS.public,
    body: StaffSignInBody,
    response: StaffSession,
  },
  'POST /api/admin/setup/check': {
    tags,
    summary: 'What a one-time setup link is for',
    security: ACCESS.public,
    body: SetupCheckBody,
    response: SetupLinkInfo,
  },
  'POST /api/admin/setup': {
    tags,
    summary: 'Use a one-time setup link: choose a password',
    security: ACCESS.public,
    body: SetupBody,
    response: StaffSession,
  },
})

/** The session of whoever calls (any role), and the owner's staff management. */
export const ownerStaffEndpoints = defineEndpoints({
  'GET /api/admin/me': { tags, summary: 'Who is signed in, and their role', response: StaffMe },
  'POST /api/admin/sign-out': { tags, summary: 'Signs out this session', response: Ok },
  'POST /api/admin/sign-out-everywhere': { tags, summary: "Signs out every one of this person's sessions", response: Ok },
  'GET /api/admin/staff': { tags, summary: 'The staff accounts', response: Type.Object({ items: Type.Array(StaffMember) }) },
  'POST /api/admin/staff': {
    tags,
    summary: 'Invites a staff member: a one-time setup link',
    status: 201,
    body: StaffInviteBody,
    response: StaffInvited,
  },
  'PUT /api/admin/staff/:id': {
    tags,
    summary: "Changes a staff member's name, role or active",
    params: StaffParams,
    body: StaffUpdateBody,
    response: StaffMember,
  },
  'POST /api/admin/staff/:id/setup-link': {
    tags,
    summary: 'A new one-time setup link for a staff member',
    params: StaffParams,
    response: StaffInvited,
  },
})
