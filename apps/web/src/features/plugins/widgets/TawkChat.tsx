import { useEffect } from 'react'
import { useSettingText } from '../../../lib/settings.ts'
import { loadScript } from './loadScript.ts'

/** Live chat (Tawk.to): loads the owner's chat widget. */
export default function TawkChat() {
  const property = useSettingText('plugin_tawk_property_id')
  const widget = useSettingText('plugin_tawk_widget_id') || 'default'
  useEffect(() => {
    if (property) loadScript(`https://embed.tawk.to/${encodeURIComponent(property)}/${encodeURIComponent(widget)}`, { crossorigin: '*' })
  }, [property, widget])
  return null
}
