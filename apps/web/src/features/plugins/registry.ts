import type { ComponentType } from 'react'

/**
 * spec §1 optional plugins. Each is its own lazily loaded chunk, requested only when its
 * plugin_*_enable setting is true — a disabled plugin costs the shopper nothing.
 */
export interface PluginDefinition {
  setting: string
  load: () => Promise<{ default: ComponentType }>
}

export const PLUGINS: Record<string, PluginDefinition> = {
  plugin_whatsapp_chat: { setting: 'plugin_whatsapp_chat_enable', load: () => import('./widgets/WhatsAppChat.tsx') },
  plugin_analytics: { setting: 'plugin_analytics_enable', load: () => import('./widgets/Analytics.tsx') },
  plugin_wheel_of_popups: { setting: 'plugin_wheel_of_popups_enable', load: () => import('./widgets/WheelOfPopups.tsx') },
  plugin_social_proof: { setting: 'plugin_social_proof_enable', load: () => import('./widgets/SocialProof.tsx') },
  plugin_tawk_chat: { setting: 'plugin_tawk_chat_enable', load: () => import('./widgets/TawkChat.tsx') },
  plugin_crisp_chat: { setting: 'plugin_crisp_chat_enable', load: () => import('./widgets/CrispChat.tsx') },
  plugin_cookie_consent: { setting: 'plugin_cookie_consent_enable', load: () => import('./widgets/CookieConsent.tsx') },
}
