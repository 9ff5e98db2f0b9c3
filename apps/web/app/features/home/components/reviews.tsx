import { REVIEW_CAROUSEL } from '@utsab/shared/constants'
import { Stars } from '../../../components/ui/stars'
import { Carousel } from './carousel'

/** Static sample reviews (spec §1: name, date, text, rating 3–5). */
const REVIEWS = [
  {
    name: 'Nusrat Jahan',
    date: '2025-02-14',
    rating: 5,
    text: 'We booked the venue, the photographer and my holud makeup here. Everything arrived on time and the photos are beautiful.',
  },
  {
    name: 'Tanvir Ahmed',
    date: '2025-01-03',
    rating: 4,
    text: 'Renting the sherwani was easy and the fit was right the first time. Delivery to Rajshahi took two days.',
  },
  {
    name: 'Farhana Rahman',
    date: '2024-12-21',
    rating: 5,
    text: 'Our reception hall in Khulna was exactly as pictured and the catering was generous. Guests still talk about the food.',
  },
  {
    name: 'Imran Hossain',
    date: '2024-11-09',
    rating: 3,
    text: 'Good photographer, though the album took longer than promised. Support kept us informed the whole way.',
  },
  {
    name: 'Sadia Islam',
    date: '2024-10-27',
    rating: 4,
    text: 'Comparing makeup artists by price and rating saved me a week of phone calls before my sister’s wedding.',
  },
  {
    name: 'Rakib Chowdhury',
    date: '2024-09-15',
    rating: 5,
    text: 'Booked a rooftop in Chittagong for my parents’ anniversary on short notice. Smooth from start to finish.',
  },
]

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** "14 February 2025", the same on server and browser (no locale or time zone involved). */
const formatDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

export function Reviews() {
  return (
    <section aria-labelledby="reviews-title" className="bg-brand-50 py-16 dark:bg-stone-900">
      <div className="container-page max-w-3xl">
        <p className="text-center text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">Reviews</p>
        <h2 id="reviews-title" className="mt-2 mb-8 text-center text-3xl font-bold tracking-tight sm:text-4xl">
          What our customers say
        </h2>
        <Carousel
          label="Customer reviews"
          autoplayMs={REVIEW_CAROUSEL.autoplayMs}
          // One review at a time (REVIEW_CAROUSEL.slidesVisible).
          slideClass="basis-full"
          showArrows
          slides={REVIEWS.map((review) => (
            <figure key={review.name} className="card flex h-full flex-col gap-4 p-6 sm:p-8">
              <Stars rating={review.rating} />
              <blockquote className="text-lg text-stone-800 dark:text-stone-200">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-auto">
                <span className="block font-semibold">{review.name}</span>
                <time dateTime={review.date} className="text-sm text-stone-600 dark:text-stone-400">
                  {formatDate(review.date)}
                </time>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  )
}
