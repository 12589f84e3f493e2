'use client';

import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { dir } from '@/i18n/locales';
import { useI18n } from '../layout/i18n-provider.client';
import { heroImage } from './hero-image';

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

const AUTO_ADVANCE_MS = 6_000;
/** How far a finger (or a pressed mouse) must move across the slides to change them. */
const SWIPE_PX = 40;

/**
 * Hero slides that advance on their own (paused while the pointer or focus is on them, or by the
 * pause button: WCAG 2.2.2); previous/next (from 768 px; below, a swipe: the buttons would cover
 * the slide's words) and dots to choose. Every slide is in the page, stacked,
 * with only the current one visible: changing slides paints an image that is already there, and
 * only the first slide's image is fetched at once (it is the page's largest paint on a phone).
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t, locale } = useI18n();
  const [index, setIndex] = useState(0);
  const swipe = useRef<{ x: number; swiped: boolean } | null>(null);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused, held]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slides')}
      className="relative"
      data-testid="hero"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div
        className="grid touch-pan-y overflow-hidden rounded-lg bg-neutral-200"
        data-testid="hero-slides"
        onPointerDown={(e) => (swipe.current = { x: e.clientX, swiped: false })}
        onPointerUp={(e) => {
          const start = swipe.current;
          const dx = start ? e.clientX - start.x : 0;
          if (!start || Math.abs(dx) < SWIPE_PX) return;
          start.swiped = true;
          // The next slide comes in from the end side: a swipe towards the start brings it.
          go(dx < 0 === (dir(locale) === 'ltr') ? 1 : -1);
        }}
        onPointerCancel={() => (swipe.current = null)}
        // A swipe is not a press: the slide it started on is not opened.
        onClickCapture={(e) => {
          if (swipe.current?.swiped) e.preventDefault();
          swipe.current = null;
        }}
        onDragStart={(e) => e.preventDefault()}
      >
        {slides.map((slide, i) => {
          const image = heroImage(slide.image);
          return (
            <Link
              key={slide.id}
              href={slide.link}
              aria-hidden={i !== index}
              tabIndex={i === index ? undefined : -1}
              className={`relative [grid-area:1/1] ${i === index ? '' : 'invisible'}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- generated banners, sized by srcset */}
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.sizes}
                alt=""
                width={1200}
                height={400}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="aspect-[3/1] w-full object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 text-white md:p-8">
                <span className="block text-xl font-bold md:text-3xl">{slide.title}</span>
                <span className="block md:text-lg">{slide.subtitle}</span>
              </span>
            </Link>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('home.previous_slide')}
            onClick={() => go(-1)}
            className="absolute start-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 shadow md:block"
          >
            <Icon name="chevron-left" aria-hidden className="flip-rtl" />
          </button>
          <button
            type="button"
            aria-label={t('home.next_slide')}
            onClick={() => go(1)}
            className="absolute end-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 shadow md:block"
          >
            <Icon name="chevron-right" aria-hidden className="flip-rtl" />
          </button>
          <div className="absolute inset-x-0 top-2 flex items-center justify-center gap-2">
            <button
              type="button"
              aria-label={paused ? t('home.play_slides') : t('home.pause_slides')}
              aria-pressed={paused}
              data-testid="hero-pause"
              onClick={() => setPaused((p) => !p)}
              className="flex size-6 items-center justify-center rounded-full bg-white/80 text-black"
            >
              {paused ? <Play aria-hidden className="size-3" /> : <Pause aria-hidden className="size-3" />}
            </button>
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                aria-label={t('home.go_to_slide', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center rounded-full"
              >
                <span className={`size-3 rounded-full ${i === index ? 'bg-secondary' : 'bg-white/70'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
