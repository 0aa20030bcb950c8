import type { Banner } from '@store/core'
import { BannerImage } from '../../../components/BannerImage.tsx'
import { list, type BlockProps } from './types.ts'

export function StaticBanner({ entry, first }: BlockProps) {
  const [banner] = list<Banner>(entry.data.banners)
  if (!banner) return null
  return (
    <div className="px-4">
      <BannerImage banner={banner} eager={first} />
    </div>
  )
}
