import { useState } from 'react'
import { Link } from '#app/components/ui/link'
import { useT } from '#app/lib/i18n'
import { useBackgroundVideoWanted } from '../lib/use-background-video'
import { useReducedMotion } from '../lib/use-reduced-motion'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

const POSTER = '/media/hero-poster.webp'

/**
 * Tagline over a looping background video. The server sends only the poster picture; the video
 * element is added after hydration (useReducedMotion is "reduce" until the browser answers), and
 * never when the visitor prefers reduced motion, on a phone-sized screen, or when the browser asks to save
 * data (phones keep the picture: it is also their largest paint, early, where the video's first frame was
 * a late one — 3 s on Lighthouse's mobile profile).
 */
export function Hero() {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [paused, setPaused] = useState(false)
  const videoWanted = useBackgroundVideoWanted()
  const showVideo = videoWanted && !reducedMotion && !paused
  return (
    <section
      aria-labelledby="hero-title"
      className="surface-dark relative isolate flex min-h-[34rem] items-center overflow-hidden bg-stone-900 sm:min-h-[38rem]"
    >
      <ResponsiveImage
        src={POSTER}
        sizes="100vw"
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {showVideo && (
        <video
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          poster={POSTER}
          className="absolute inset-0 -z-20 size-full object-cover"
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/60 to-black/30" />
      <div className="container-page py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">{t('home.hero.occasions')}</p>
        <h1
          tabIndex={-1}
          data-page-heading
          id="hero-title"
          className="mt-4 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-6xl"
        >
          {t('home.tagline')}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-stone-100">{t('home.hero.lead')}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link to="/service" className="btn-primary px-8 text-base">
            {t('home.getStarted')}
          </Link>
          {videoWanted && !reducedMotion && (
            <button type="button" onClick={() => setPaused((value) => !value)} className="btn text-white hover:bg-white/10">
              {paused ? t('home.hero.playVideo') : t('home.hero.pauseVideo')}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
