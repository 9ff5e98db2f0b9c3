/** The cart and the bookings share one price breakdown (widgets/booking-cells). */
export { ChargeList } from '#app/widgets/booking-cells'
