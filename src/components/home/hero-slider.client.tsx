'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
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

/** Hero slides that advance on their own; previous/next and dots to choose. */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count]);

  const slide = slides[index];
  if (!slide) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slides')}
      className="relative"
      data-testid="hero"
    >
      <Link href={slide.link} className="block overflow-hidden rounded-lg bg-neutral-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated banners, already sized */}
        <img
          src={heroImage(slide.image).src}
          srcSet={heroImage(slide.image).srcSet}
          sizes={heroImage(slide.image).sizes}
          alt=""
          width={1200}
          height={400}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="aspect-[3/1] w-full object-cover"
        />
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 text-white md:p-8">
          <span className="block text-xl font-bold md:text-3xl">{slide.title}</span>
          <span className="block md:text-lg">{slide.subtitle}</span>
        </span>
      </Link>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('home.previous_slide')}
            onClick={() => go(-1)}
            className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2 shadow"
          >
            <ChevronLeft aria-hidden className="flip-rtl" />
          </button>
          <button
            type="button"
            aria-label={t('home.next_slide')}
            onClick={() => go(1)}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-white/80 p-2 shadow"
          >
            <ChevronRight aria-hidden className="flip-rtl" />
          </button>
          <div className="absolute inset-x-0 top-2 flex justify-center gap-2">
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
