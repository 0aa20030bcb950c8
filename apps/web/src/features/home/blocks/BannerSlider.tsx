import type { Banner } from '@store/core'
import { Carousel } from '../../../components/Carousel.tsx'
import { BannerImage } from '../../../components/BannerImage.tsx'
import { list, type BlockProps } from './types.ts'

const number = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback)

/** banner_slider and slider_centered; spec §9 slider defaults 3000 ms autoplay, 500 ms speed. */
export function BannerSlider({ entry, first, centered = false }: BlockProps & { centered?: boolean }) {
  const banners = list<Banner>(entry.data.banners)
  if (banners.length === 0) return null
  return (
    <div className="px-4">
      <Carousel
        label={centered ? 'Featured' : 'Offers'}
        centered={centered}
        autoplayMs={number(entry.settings.autoplay_ms, 3000)}
        speedMs={number(entry.settings.speed_ms, 500)}
        slides={banners.map((b, i) => (
          <BannerImage key={b.id} banner={b} eager={first && i === 0} />
        ))}
      />
    </div>
  )
}
