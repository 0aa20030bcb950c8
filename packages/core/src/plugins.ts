/**
 * spec §1's optional plugins as the owner sets them up: each one's enable setting and its own fields.
 * The storefront loads each from its registry (apps/web/src/features/plugins/registry.ts) and reads
 * these same settings; the server's CSP adds what each loads (http/security-headers.ts).
 */
export interface PluginField {
  key: string
  label: string
  /** What the server accepts (owner-settings.ts checks it), and the hint the form shows. */
  pattern: string
  hint: string
}

export interface StorePlugin {
  code: string
  name: string
  setting: string
  fields: PluginField[]
}

const id = (key: string, label: string, hint: string): PluginField => ({ key, label, pattern: '^[A-Za-z0-9_-]{1,100}$', hint })

export const STORE_PLUGINS: StorePlugin[] = [
  {
    code: 'plugin_whatsapp_chat',
    name: 'WhatsApp chat button',
    setting: 'plugin_whatsapp_chat_enable',
    fields: [
      {
        key: 'plugin_whatsapp_number',
        label: 'WhatsApp number',
        pattern: '^\\+?[0-9 ]{7,20}$',
        hint: 'With country code, e.g. +91 98765 43210',
      },
    ],
  },
  {
    code: 'plugin_analytics',
    name: 'Google Analytics',
    setting: 'plugin_analytics_enable',
    fields: [
      {
        key: 'plugin_analytics_measurement_id',
        label: 'Measurement ID',
        pattern: '^G-[A-Z0-9]{4,20}$',
        hint: 'G- followed by letters and digits',
      },
    ],
  },
  {
    code: 'plugin_wheel_of_popups',
    name: 'Wheel of popups',
    setting: 'plugin_wheel_of_popups_enable',
    fields: [{ key: 'plugin_wheel_offer', label: 'Offer text', pattern: '^[^<>]{1,120}$', hint: 'Up to 120 characters, no HTML' }],
  },
  { code: 'plugin_social_proof', name: 'Social proof nudges', setting: 'plugin_social_proof_enable', fields: [] },
  {
    code: 'plugin_tawk_chat',
    name: 'Tawk.to live chat',
    setting: 'plugin_tawk_chat_enable',
    fields: [
      id('plugin_tawk_property_id', 'Property ID', "From Tawk.to's dashboard: Administration → Chat widget"),
      id('plugin_tawk_widget_id', 'Widget ID', 'Usually "default"'),
    ],
  },
  {
    code: 'plugin_crisp_chat',
    name: 'Crisp live chat',
    setting: 'plugin_crisp_chat_enable',
    fields: [id('plugin_crisp_website_id', 'Website ID', "From Crisp's settings: Website → Setup instructions")],
  },
  { code: 'plugin_cookie_consent', name: 'Cookie consent banner', setting: 'plugin_cookie_consent_enable', fields: [] },
]

/** spec §1: the kinds of store; 'digital' sells files (decision 0024), the others deliver or are collected. */
export const STORE_TYPES = ['food', 'retail', 'digital'] as const
export type StoreType = (typeof STORE_TYPES)[number]
