import { useEffect } from 'react'
import { useSettingText } from '../../../lib/settings.ts'
import { loadScript } from './loadScript.ts'

declare global {
  interface Window {
    $crisp?: unknown[]
    CRISP_WEBSITE_ID?: string
  }
}

/** Live chat (Crisp): loads the owner's chat widget. */
export default function CrispChat() {
  const websiteId = useSettingText('plugin_crisp_website_id')
  useEffect(() => {
    if (!websiteId) return
    window.$crisp = window.$crisp ?? []
    window.CRISP_WEBSITE_ID = websiteId
    loadScript('https://client.crisp.chat/l.js')
  }, [websiteId])
  return null
}
