import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useSettingText } from '../../../lib/settings.ts'
import { loadScript } from './loadScript.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Analytics: loads the owner's Google tag and reports each page view on navigation. */
export default function Analytics() {
  const id = useSettingText('plugin_analytics_measurement_id')
  const location = useLocation()
  useEffect(() => {
    if (!id) return
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(['js', new Date()], ['config', id, { send_page_view: false }])
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
  }, [id])
  useEffect(() => {
    window.dataLayer?.push(['event', 'page_view', { page_path: location.pathname }])
  }, [location.pathname])
  return null
}
