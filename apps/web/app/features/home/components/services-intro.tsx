const POINTS = [
  { title: 'Handpicked partners', text: 'Every venue, photographer, costume house and makeup artist is a local business we know by name.' },
  { title: 'Clear prices in BDT', text: 'See the price before you book. No surprises on the day.' },
  { title: 'One checkout', text: 'Plan the whole event here and pay online, by card or other online methods.' },
]

export function ServicesIntro() {
  return (
    <section aria-labelledby="services-intro-title" className="container-page py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">Our services</p>
      <h2 id="services-intro-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Everything your celebration needs
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-stone-700 dark:text-stone-300">
        From the gaye holud to the walima, Utsab brings together the people who make an event memorable, so you can spend your time with
        family instead of on the phone.
      </p>
      <ul className="mt-10 grid gap-6 text-left sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point.title} className="card p-6">
            <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-gold-400" />
            <h3 className="text-lg font-semibold">{point.title}</h3>
            <p className="mt-2 text-stone-700 dark:text-stone-300">{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
